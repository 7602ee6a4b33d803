const N = 4096
const a = new Float32Array(N), b = new Float32Array(N)
for (let i = 0; i < N; i++) { a[i] = Math.random(); b[i] = Math.random() }
function dot(reps: number) { let s = 0; for (let r = 0; r < reps; r++) { for (let i = 0; i < N; i++) s += a[i]! * b[i]! } return s }
const y = new Float64Array(N)
function axpy(reps: number) { for (let r = 0; r < reps; r++) { const x = a[r % N]!; for (let i = 0; i < N; i++) y[i]! += x * b[i]! } return y[7]! }
for (const f of [dot, axpy, dot, axpy, dot, axpy, dot, axpy]) {
  f(1000)
  const reps = 20000
  const t = performance.now(); const sink = f(reps); const dt = performance.now() - t
  console.log(f.name, (reps * N / dt / 1e6).toFixed(3), 'G/s', sink > 0)
}
