const N = 1 << 16
const x = new Float64Array(N).map(() => (Math.random() - 0.5) * 4)
let sink = 0
function f() { let s = 0; for (let i = 0; i < N; i++) s += Math.tanh(x[i]!); sink += s }
function g() { let s = 0; for (let i = 0; i < N; i++) s += Math.exp(x[i]!); sink += s }
for (const h of [f, g, f, g]) { for (let w = 0; w < 20; w++) h(); const t = performance.now(); for (let r = 0; r < 50; r++) h(); console.log(h.name, ((performance.now() - t) * 1e6 / (50 * N)).toFixed(1), 'ns') }
console.log(sink > 0)
