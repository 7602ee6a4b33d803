const IN = 720, OUT = 80, P = 64
const K64 = new Float64Array(IN * OUT).map(() => Math.random() - 0.5)
const K32 = Float32Array.from(K64)
const KT32 = new Float32Array(IN * OUT); for (let i = 0; i < IN; i++) for (let o = 0; o < OUT; o++) KT32[o * IN + i] = K32[i * OUT + o]!
const X = new Float64Array(P * IN).map(() => Math.random())
const Y = new Float64Array(P * OUT)
function axpyRowOuter(K: Float64Array | Float32Array) {
  Y.fill(0)
  for (let i = 0; i < IN; i++) { const row = i * OUT; for (let p = 0; p < P; p++) { const x = X[p * IN + i]!; const b = p * OUT; for (let o = 0; o < OUT; o++) Y[b + o]! += x * K[row + o]! } }
}
function axpyBlock4(K: Float64Array | Float32Array) {
  Y.fill(0)
  for (let p = 0; p < P; p++) {
    const xb = p * IN, b = p * OUT
    for (let i = 0; i < IN; i += 4) {
      const x0 = X[xb + i]!, x1 = X[xb + i + 1]!, x2 = X[xb + i + 2]!, x3 = X[xb + i + 3]!
      const r0 = i * OUT, r1 = r0 + OUT, r2 = r1 + OUT, r3 = r2 + OUT
      for (let o = 0; o < OUT; o++) Y[b + o]! += x0 * K[r0 + o]! + x1 * K[r1 + o]! + x2 * K[r2 + o]! + x3 * K[r3 + o]!
    }
  }
}
function dotT4pairs(KT: Float32Array) {
  for (let p = 0; p < P; p += 4) {
    const a = p * IN, b = a + IN, c = b + IN, d = c + IN
    for (let o = 0; o < OUT; o++) {
      const r = o * IN
      let s0 = 0, s1 = 0, s2 = 0, s3 = 0
      for (let i = 0; i < IN; i++) { const k = KT[r + i]!; s0 += X[a + i]! * k; s1 += X[b + i]! * k; s2 += X[c + i]! * k; s3 += X[d + i]! * k }
      Y[p * OUT + o] = s0; Y[(p + 1) * OUT + o] = s1; Y[(p + 2) * OUT + o] = s2; Y[(p + 3) * OUT + o] = s3
    }
  }
}
function dotT4acc(KT: Float32Array) {
  for (let p = 0; p < P; p++) {
    const a = p * IN
    for (let o = 0; o < OUT; o++) {
      const r = o * IN
      let s0 = 0, s1 = 0, s2 = 0, s3 = 0
      for (let i = 0; i < IN; i += 4) { s0 += X[a + i]! * KT[r + i]!; s1 += X[a + i + 1]! * KT[r + i + 1]!; s2 += X[a + i + 2]! * KT[r + i + 2]!; s3 += X[a + i + 3]! * KT[r + i + 3]! }
      Y[p * OUT + o] = (s0 + s1) + (s2 + s3)
    }
  }
}
const cases: [string, () => void][] = [
  ['axpyRowOuter f64', () => axpyRowOuter(K64)], ['axpyRowOuter f32', () => axpyRowOuter(K32)],
  ['axpyBlock4 f64', () => axpyBlock4(K64)], ['axpyBlock4 f32', () => axpyBlock4(K32)],
  ['dotT4pairs f32', () => dotT4pairs(KT32)], ['dotT4acc f32', () => dotT4acc(KT32)],
]
for (let round = 0; round < 2; round++) for (const [name, f] of cases) {
  for (let w = 0; w < 30; w++) f()
  const reps = 60; const t = performance.now(); for (let r = 0; r < reps; r++) f(); const dt = performance.now() - t
  console.log(name, (reps * P * IN * OUT / dt / 1e6).toFixed(3), 'G/s')
}
const KT64 = Float64Array.from(KT32)
function dotT4pairsAny(KT: Float64Array | Float32Array) {
  for (let p = 0; p < P; p += 4) {
    const a = p * IN, b = a + IN, c = b + IN, d = c + IN
    for (let o = 0; o < OUT; o++) {
      const r = o * IN
      let s0 = 0, s1 = 0, s2 = 0, s3 = 0
      for (let i = 0; i < IN; i++) { const k = KT[r + i]!; s0 += X[a + i]! * k; s1 += X[b + i]! * k; s2 += X[c + i]! * k; s3 += X[d + i]! * k }
      Y[p * OUT + o] = s0; Y[(p + 1) * OUT + o] = s1; Y[(p + 2) * OUT + o] = s2; Y[(p + 3) * OUT + o] = s3
    }
  }
}
function dotT2x2(KT: Float32Array) {
  // 2 pairs x 2 outputs per inner loop: 4 loads per 4 MACs
  for (let p = 0; p < P; p += 2) {
    const a = p * IN, b = a + IN
    for (let o = 0; o < OUT; o += 2) {
      const r = o * IN, r2 = r + IN
      let s00 = 0, s01 = 0, s10 = 0, s11 = 0
      for (let i = 0; i < IN; i++) { const k0 = KT[r + i]!, k1 = KT[r2 + i]!, xa = X[a + i]!, xb = X[b + i]!; s00 += xa * k0; s01 += xa * k1; s10 += xb * k0; s11 += xb * k1 }
      Y[p * OUT + o] = s00; Y[p * OUT + o + 1] = s01; Y[(p + 1) * OUT + o] = s10; Y[(p + 1) * OUT + o + 1] = s11
    }
  }
}
function dotT4x2(KT: Float32Array) {
  for (let p = 0; p < P; p += 4) {
    const a = p * IN, b = a + IN, c = b + IN, d = c + IN
    for (let o = 0; o < OUT; o += 2) {
      const r = o * IN, r2 = r + IN
      let s0 = 0, s1 = 0, s2 = 0, s3 = 0, t0 = 0, t1 = 0, t2 = 0, t3 = 0
      for (let i = 0; i < IN; i++) { const k = KT[r + i]!, m = KT[r2 + i]!; const xa = X[a + i]!, xb = X[b + i]!, xc = X[c + i]!, xd = X[d + i]!
        s0 += xa * k; s1 += xb * k; s2 += xc * k; s3 += xd * k; t0 += xa * m; t1 += xb * m; t2 += xc * m; t3 += xd * m }
      Y[p * OUT + o] = s0; Y[(p + 1) * OUT + o] = s1; Y[(p + 2) * OUT + o] = s2; Y[(p + 3) * OUT + o] = s3
      Y[p * OUT + o + 1] = t0; Y[(p + 1) * OUT + o + 1] = t1; Y[(p + 2) * OUT + o + 1] = t2; Y[(p + 3) * OUT + o + 1] = t3
    }
  }
}
const cases2: [string, () => void][] = [
  ['dotT4pairs f64', () => dotT4pairsAny(KT64)], ['dotT4pairs f32 (poly)', () => dotT4pairsAny(KT32)],
  ['dotT2x2 f32', () => dotT2x2(KT32)], ['dotT4x2 f32', () => dotT4x2(KT32)], ['dotT4pairs f32', () => dotT4pairs(KT32)],
]
for (let round = 0; round < 2; round++) for (const [name, f] of cases2) {
  for (let w = 0; w < 30; w++) f()
  const reps = 60; const t = performance.now(); for (let r = 0; r < reps; r++) f(); const dt = performance.now() - t
  console.log(name, (reps * P * IN * OUT / dt / 1e6).toFixed(3), 'G/s')
}
