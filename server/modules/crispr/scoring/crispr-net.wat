;; CRISPR-Net's bidirectional LSTM, dense_1, dense_2 and main_output logit (MODEL.md §5–6)
;; in WebAssembly SIMD, for the WASM kernel of wasm-layers.ts. Assembled from this text at
;; load time.
;;
;; Vectorised across pairs, not within a dot product: a chunk's pairs run in groups of four,
;; and every activation is stored as [element][4 pairs], two f64x2 per element. So each
;; weight is loaded once (splatted) for four pairs, every lane does exactly the float64
;; arithmetic of the JavaScript kernel in the same order (same sums, no horizontal
;; reduction), and the LSTM cell's activations are element-wise.
;;
;; Memory layout (bytes; every region 16-byte aligned). The exported globals name the
;; regions the host fills or reads; sizes follow from a chunk of 64 pairs (16 groups).
;;   slots    64 × 24 i32          window slot of each pair's positions (host writes)
;;   hA, hB   2 × 15 × 4 f64 each  h of both directions, current and next step
;;   cells    2 × 15 × 4 f64       c of both directions
;;   uf, ub   15 × 60 f64 each     recurrent kernels U[k][g], gates packed i, f, c, o
;;   w1, b1   720 × 80, 80 f64     dense_1 K[i][o], bias
;;   w2, b2   80 × 20, 20 f64      dense_2
;;   wo, bo   20, 1 f64            main_output
;;   flat     16 × 720 × 4 f64     bidirectional_1 output per group (t, direction, unit)
;;   y1, y2   16 × 80 × 4, 16 × 20 × 4 f64
;;   logits   64 f64               main_output before its sigmoid, in pair order
;;   window   20 f64               conv 1×3 and 1×5 features of one window (host writes)
;;   kw       20 × 120 f64         their rows of the LSTM input kernels, forward then backward
;;   proj     window slot × 120 f64, to the end of memory (the host grows it)
(module
  (memory (export "memory") 30)
  (global $slots (export "slots") i32 (i32.const 0))
  (global $hA i32 (i32.const 6144))
  (global $hB i32 (i32.const 7104))
  (global $cells i32 (i32.const 8064))
  (global $uf (export "uf") i32 (i32.const 9024))
  (global $ub (export "ub") i32 (i32.const 16224))
  (global $w1 (export "w1") i32 (i32.const 23424))
  (global $b1 (export "b1") i32 (i32.const 484224))
  (global $w2 (export "w2") i32 (i32.const 484864))
  (global $b2 (export "b2") i32 (i32.const 497664))
  (global $wo (export "wo") i32 (i32.const 497824))
  (global $bo (export "bo") i32 (i32.const 497984))
  (global $flat (export "flat") i32 (i32.const 498000))
  (global $y1 (export "y1") i32 (i32.const 866640))
  (global $y2 (export "y2") i32 (i32.const 907600))
  (global $logits (export "logits") i32 (i32.const 917840))
  (global $window (export "window") i32 (i32.const 918400))
  (global $kw (export "kw") i32 (i32.const 918560))
  (global $proj (export "proj") i32 (i32.const 937856))

  ;; Keras 2.2's hard_sigmoid: clamp(0.2 x + 0.5, 0, 1), as the JavaScript kernel computes it.
  (func $hardSigmoid (param $x v128) (result v128)
    (f64x2.pmin
      (f64x2.pmax
        (f64x2.add (f64x2.mul (local.get $x) (v128.const f64x2 0.2 0.2)) (v128.const f64x2 0.5 0.5))
        (v128.const f64x2 0 0))
      (v128.const f64x2 1 1)))

  ;; tanh(x) = sign(x) (1 − e) / (1 + e) with e = exp(−2|x|), absolute error ~1e-16.
  ;; exp(−y) = 2^−n · exp(−r) with n = round(y / ln 2), |r| ≤ ln 2 / 2, and exp(−r) by its
  ;; Taylor series to degree 13 (remainder < 1e-17). y is capped at 40, where e < 1e-17
  ;; and the quotient is 1 in float64 already, so 2^−n stays a normal number.
  (func $tanh (param $x v128) (result v128)
    (local $y v128) (local $n v128) (local $r v128) (local $s2 v128) (local $s4 v128) (local $p v128) (local $e v128)
    (local $q0 v128) (local $q1 v128) (local $q2 v128) (local $q3 v128) (local $q4 v128) (local $q5 v128) (local $q6 v128)
    (local.set $y
      (f64x2.pmin
        (f64x2.mul (f64x2.abs (local.get $x)) (v128.const f64x2 2 2))
        (v128.const f64x2 40 40)))
    (local.set $n
      (f64x2.nearest (f64x2.mul (local.get $y) (v128.const f64x2 1.4426950408889634 1.4426950408889634))))
    ;; r = y − n ln 2, with ln 2 split in two so that n · ln2hi is exact.
    (local.set $r
      (f64x2.sub
        (f64x2.sub
          (local.get $y)
          (f64x2.mul (local.get $n) (v128.const f64x2 0x1.62e42feep-1 0x1.62e42feep-1)))
        (f64x2.mul (local.get $n) (v128.const f64x2 0x1.a39ef35793c76p-33 0x1.a39ef35793c76p-33))))
    ;; Σ s^k / k! for s = −r, k ≤ 13, by Estrin's scheme (a short dependency chain): the
    ;; pairs q_j = c_2j + c_2j+1 s, then q0 + q1 s² + (q2 + q3 s²) s⁴ + (q4 + q5 s² + q6 s⁴) s⁸.
    (local.set $r (f64x2.neg (local.get $r)))
    (local.set $s2 (f64x2.mul (local.get $r) (local.get $r)))
    (local.set $s4 (f64x2.mul (local.get $s2) (local.get $s2)))
    (local.set $q0 (f64x2.add (v128.const f64x2 1 1) (f64x2.mul (local.get $r) (v128.const f64x2 1 1))))
    (local.set $q1 (f64x2.add (v128.const f64x2 0.5 0.5) (f64x2.mul (local.get $r) (v128.const f64x2 0.16666666666666666 0.16666666666666666))))
    (local.set $q2 (f64x2.add (v128.const f64x2 4.1666666666666664e-2 4.1666666666666664e-2) (f64x2.mul (local.get $r) (v128.const f64x2 8.333333333333333e-3 8.333333333333333e-3))))
    (local.set $q3 (f64x2.add (v128.const f64x2 1.388888888888889e-3 1.388888888888889e-3) (f64x2.mul (local.get $r) (v128.const f64x2 1.984126984126984e-4 1.984126984126984e-4))))
    (local.set $q4 (f64x2.add (v128.const f64x2 2.48015873015873e-5 2.48015873015873e-5) (f64x2.mul (local.get $r) (v128.const f64x2 2.7557319223985893e-6 2.7557319223985893e-6))))
    (local.set $q5 (f64x2.add (v128.const f64x2 2.755731922398589e-7 2.755731922398589e-7) (f64x2.mul (local.get $r) (v128.const f64x2 2.505210838544172e-8 2.505210838544172e-8))))
    (local.set $q6 (f64x2.add (v128.const f64x2 2.08767569878681e-9 2.08767569878681e-9) (f64x2.mul (local.get $r) (v128.const f64x2 1.6059043836821613e-10 1.6059043836821613e-10))))
    (local.set $p
      (f64x2.add
        (f64x2.add
          (f64x2.add (local.get $q0) (f64x2.mul (local.get $s2) (local.get $q1)))
          (f64x2.mul (local.get $s4) (f64x2.add (local.get $q2) (f64x2.mul (local.get $s2) (local.get $q3)))))
        (f64x2.mul
          (f64x2.mul (local.get $s4) (local.get $s4))
          (f64x2.add
            (f64x2.add (local.get $q4) (f64x2.mul (local.get $s2) (local.get $q5)))
            (f64x2.mul (local.get $s4) (local.get $q6))))))
    ;; 2^−n from its exponent bits: (1023 − n) << 52.
    (local.set $e
      (f64x2.mul
        (local.get $p)
        (i64x2.shl
          (i64x2.sub
            (v128.const i64x2 1023 1023)
            (i64x2.extend_low_i32x4_s (i32x4.trunc_sat_f64x2_s_zero (local.get $n))))
          (i32.const 52))))
    (v128.or
      (f64x2.div
        (f64x2.sub (v128.const f64x2 1 1) (local.get $e))
        (f64x2.add (v128.const f64x2 1 1) (local.get $e)))
      (v128.and (local.get $x) (v128.const i64x2 0x8000000000000000 0x8000000000000000))))

  ;; One LSTM cell update for the four pairs of a group (two f64x2 each): gate
  ;; pre-activations in, c updated in place, the new h stored at $h and at $out (the
  ;; layer's output). Both halves side by side, so their tanh chains overlap.
  (func $cell (param $i01 v128) (param $i23 v128) (param $f01 v128) (param $f23 v128)
    (param $g01 v128) (param $g23 v128) (param $o01 v128) (param $o23 v128)
    (param $c i32) (param $h i32) (param $out i32)
    (local $cell01 v128) (local $cell23 v128) (local $t01 v128) (local $t23 v128)
    (local.set $t01 (call $tanh (local.get $g01)))
    (local.set $t23 (call $tanh (local.get $g23)))
    (local.set $cell01
      (f64x2.add
        (f64x2.mul (call $hardSigmoid (local.get $f01)) (v128.load (local.get $c)))
        (f64x2.mul (call $hardSigmoid (local.get $i01)) (local.get $t01))))
    (local.set $cell23
      (f64x2.add
        (f64x2.mul (call $hardSigmoid (local.get $f23)) (v128.load offset=16 (local.get $c)))
        (f64x2.mul (call $hardSigmoid (local.get $i23)) (local.get $t23))))
    (v128.store (local.get $c) (local.get $cell01))
    (v128.store offset=16 (local.get $c) (local.get $cell23))
    (local.set $t01 (call $tanh (local.get $cell01)))
    (local.set $t23 (call $tanh (local.get $cell23)))
    (local.set $t01 (f64x2.mul (call $hardSigmoid (local.get $o01)) (local.get $t01)))
    (local.set $t23 (f64x2.mul (call $hardSigmoid (local.get $o23)) (local.get $t23)))
    (v128.store (local.get $h) (local.get $t01))
    (v128.store offset=16 (local.get $h) (local.get $t23))
    (v128.store (local.get $out) (local.get $t01))
    (v128.store offset=16 (local.get $out) (local.get $t23)))

  ;; The bidirectional LSTM of group $group (pairs 4·group … 4·group + 3), both directions per
  ;; step; the output goes to the group's rows of flat.
  (func $lstm (param $group i32)
    (local $step i32) (local $dir i32) (local $t i32) (local $u i32) (local $k i32)
    (local $slotRow i32) (local $pa i32) (local $pb i32) (local $pc i32) (local $pd i32)
    (local $hOld i32) (local $hNew i32) (local $swap i32) (local $w i32) (local $hk i32)
    (local $state i32) (local $out i32) (local $groupFlat i32)
    (local $i01 v128) (local $i23 v128) (local $f01 v128) (local $f23 v128)
    (local $g01 v128) (local $g23 v128) (local $o01 v128) (local $o23 v128)
    (local $h01 v128) (local $h23 v128) (local $wv v128)
    (memory.fill (global.get $hA) (i32.const 0) (i32.const 960))
    (memory.fill (global.get $cells) (i32.const 0) (i32.const 960))
    (local.set $hOld (global.get $hA))
    (local.set $hNew (global.get $hB))
    (local.set $groupFlat (i32.add (global.get $flat) (i32.mul (local.get $group) (i32.const 23040))))
    (local.set $step (i32.const 0))
    (loop $steps
      (local.set $dir (i32.const 0))
      (loop $dirs
        (local.set $t
          (select (i32.sub (i32.const 23) (local.get $step)) (local.get $step) (local.get $dir)))
        ;; The four pairs' window rows at t, this direction's half (60 values).
        (local.set $slotRow
          (i32.add
            (global.get $slots)
            (i32.shl (i32.add (i32.mul (local.get $group) (i32.const 96)) (local.get $t)) (i32.const 2))))
        (local.set $pa (i32.add (global.get $proj) (i32.mul (local.get $dir) (i32.const 480))))
        (local.set $pd (i32.add (local.get $pa) (i32.mul (i32.load offset=288 (local.get $slotRow)) (i32.const 960))))
        (local.set $pc (i32.add (local.get $pa) (i32.mul (i32.load offset=192 (local.get $slotRow)) (i32.const 960))))
        (local.set $pb (i32.add (local.get $pa) (i32.mul (i32.load offset=96 (local.get $slotRow)) (i32.const 960))))
        (local.set $pa (i32.add (local.get $pa) (i32.mul (i32.load (local.get $slotRow)) (i32.const 960))))
        (local.set $state (i32.mul (local.get $dir) (i32.const 480)))
        (local.set $out
          (i32.add
            (local.get $groupFlat)
            (i32.shl (i32.add (i32.mul (local.get $t) (i32.const 30)) (i32.mul (local.get $dir) (i32.const 15))) (i32.const 5))))
        (local.set $u (i32.const 0))
        (loop $units
          ;; Unit u's four gates (i, f, c, o at u, 15 + u, 30 + u, 45 + u) start from the
          ;; memoised input projection, which already holds the bias.
          (local.set $i01 (v128.load64_lane 1 (local.get $pb) (v128.load64_zero (local.get $pa))))
          (local.set $i23 (v128.load64_lane 1 (local.get $pd) (v128.load64_zero (local.get $pc))))
          (local.set $f01 (v128.load64_lane offset=120 1 (local.get $pb) (v128.load64_zero offset=120 (local.get $pa))))
          (local.set $f23 (v128.load64_lane offset=120 1 (local.get $pd) (v128.load64_zero offset=120 (local.get $pc))))
          (local.set $g01 (v128.load64_lane offset=240 1 (local.get $pb) (v128.load64_zero offset=240 (local.get $pa))))
          (local.set $g23 (v128.load64_lane offset=240 1 (local.get $pd) (v128.load64_zero offset=240 (local.get $pc))))
          (local.set $o01 (v128.load64_lane offset=360 1 (local.get $pb) (v128.load64_zero offset=360 (local.get $pa))))
          (local.set $o23 (v128.load64_lane offset=360 1 (local.get $pd) (v128.load64_zero offset=360 (local.get $pc))))
          ;; + Σ_k h[k] U[k][gate]
          (local.set $w
            (i32.add
              (i32.add (global.get $uf) (i32.mul (local.get $dir) (i32.const 7200)))
              (i32.shl (local.get $u) (i32.const 3))))
          (local.set $hk (i32.add (local.get $hOld) (local.get $state)))
          (local.set $k (i32.const 0))
          (loop $ks
            (local.set $h01 (v128.load (local.get $hk)))
            (local.set $h23 (v128.load offset=16 (local.get $hk)))
            (local.set $wv (v128.load64_splat (local.get $w)))
            (local.set $i01 (f64x2.add (local.get $i01) (f64x2.mul (local.get $h01) (local.get $wv))))
            (local.set $i23 (f64x2.add (local.get $i23) (f64x2.mul (local.get $h23) (local.get $wv))))
            (local.set $wv (v128.load64_splat offset=120 (local.get $w)))
            (local.set $f01 (f64x2.add (local.get $f01) (f64x2.mul (local.get $h01) (local.get $wv))))
            (local.set $f23 (f64x2.add (local.get $f23) (f64x2.mul (local.get $h23) (local.get $wv))))
            (local.set $wv (v128.load64_splat offset=240 (local.get $w)))
            (local.set $g01 (f64x2.add (local.get $g01) (f64x2.mul (local.get $h01) (local.get $wv))))
            (local.set $g23 (f64x2.add (local.get $g23) (f64x2.mul (local.get $h23) (local.get $wv))))
            (local.set $wv (v128.load64_splat offset=360 (local.get $w)))
            (local.set $o01 (f64x2.add (local.get $o01) (f64x2.mul (local.get $h01) (local.get $wv))))
            (local.set $o23 (f64x2.add (local.get $o23) (f64x2.mul (local.get $h23) (local.get $wv))))
            (local.set $w (i32.add (local.get $w) (i32.const 480)))
            (local.set $hk (i32.add (local.get $hk) (i32.const 32)))
            (local.set $k (i32.add (local.get $k) (i32.const 1)))
            (br_if $ks (i32.lt_u (local.get $k) (i32.const 15))))
          (local.set $swap (i32.add (local.get $state) (i32.shl (local.get $u) (i32.const 5))))
          (call $cell
            (local.get $i01) (local.get $i23) (local.get $f01) (local.get $f23)
            (local.get $g01) (local.get $g23) (local.get $o01) (local.get $o23)
            (i32.add (global.get $cells) (local.get $swap))
            (i32.add (local.get $hNew) (local.get $swap))
            (local.get $out))
          (local.set $pa (i32.add (local.get $pa) (i32.const 8)))
          (local.set $pb (i32.add (local.get $pb) (i32.const 8)))
          (local.set $pc (i32.add (local.get $pc) (i32.const 8)))
          (local.set $pd (i32.add (local.get $pd) (i32.const 8)))
          (local.set $out (i32.add (local.get $out) (i32.const 32)))
          (local.set $u (i32.add (local.get $u) (i32.const 1)))
          (br_if $units (i32.lt_u (local.get $u) (i32.const 15))))
        (local.set $dir (i32.add (local.get $dir) (i32.const 1)))
        (br_if $dirs (i32.lt_u (local.get $dir) (i32.const 2))))
      (local.set $swap (local.get $hOld))
      (local.set $hOld (local.get $hNew))
      (local.set $hNew (local.get $swap))
      (local.set $step (i32.add (local.get $step) (i32.const 1)))
      (br_if $steps (i32.lt_u (local.get $step) (i32.const 24)))))

  ;; y[o][4] = relu(b[o] + Σ_i x[i][4] · w[i][o]) for one group, four outputs at a time
  ;; (eight accumulators); $units is a multiple of 4.
  (func $denseRelu (param $x i32) (param $inputs i32) (param $w i32) (param $units i32)
    (param $bias i32) (param $y i32)
    (local $o i32) (local $i i32) (local $xp i32) (local $wp i32) (local $row i32)
    (local $a0 v128) (local $a1 v128) (local $a2 v128) (local $a3 v128)
    (local $a4 v128) (local $a5 v128) (local $a6 v128) (local $a7 v128)
    (local $x01 v128) (local $x23 v128) (local $wv v128)
    (local.set $row (i32.shl (local.get $units) (i32.const 3)))
    (local.set $o (i32.const 0))
    (loop $blocks
      (local.set $a0 (v128.const i64x2 0 0))
      (local.set $a1 (v128.const i64x2 0 0))
      (local.set $a2 (v128.const i64x2 0 0))
      (local.set $a3 (v128.const i64x2 0 0))
      (local.set $a4 (v128.const i64x2 0 0))
      (local.set $a5 (v128.const i64x2 0 0))
      (local.set $a6 (v128.const i64x2 0 0))
      (local.set $a7 (v128.const i64x2 0 0))
      (local.set $xp (local.get $x))
      (local.set $wp (i32.add (local.get $w) (i32.shl (local.get $o) (i32.const 3))))
      (local.set $i (local.get $inputs))
      (loop $in
        (local.set $x01 (v128.load (local.get $xp)))
        (local.set $x23 (v128.load offset=16 (local.get $xp)))
        (local.set $wv (v128.load64_splat (local.get $wp)))
        (local.set $a0 (f64x2.add (local.get $a0) (f64x2.mul (local.get $x01) (local.get $wv))))
        (local.set $a1 (f64x2.add (local.get $a1) (f64x2.mul (local.get $x23) (local.get $wv))))
        (local.set $wv (v128.load64_splat offset=8 (local.get $wp)))
        (local.set $a2 (f64x2.add (local.get $a2) (f64x2.mul (local.get $x01) (local.get $wv))))
        (local.set $a3 (f64x2.add (local.get $a3) (f64x2.mul (local.get $x23) (local.get $wv))))
        (local.set $wv (v128.load64_splat offset=16 (local.get $wp)))
        (local.set $a4 (f64x2.add (local.get $a4) (f64x2.mul (local.get $x01) (local.get $wv))))
        (local.set $a5 (f64x2.add (local.get $a5) (f64x2.mul (local.get $x23) (local.get $wv))))
        (local.set $wv (v128.load64_splat offset=24 (local.get $wp)))
        (local.set $a6 (f64x2.add (local.get $a6) (f64x2.mul (local.get $x01) (local.get $wv))))
        (local.set $a7 (f64x2.add (local.get $a7) (f64x2.mul (local.get $x23) (local.get $wv))))
        (local.set $xp (i32.add (local.get $xp) (i32.const 32)))
        (local.set $wp (i32.add (local.get $wp) (local.get $row)))
        (local.set $i (i32.sub (local.get $i) (i32.const 1)))
        (br_if $in (local.get $i)))
      (local.set $wp (i32.add (local.get $bias) (i32.shl (local.get $o) (i32.const 3))))
      (local.set $xp (i32.add (local.get $y) (i32.shl (local.get $o) (i32.const 5))))
      (local.set $wv (v128.load64_splat (local.get $wp)))
      (v128.store (local.get $xp) (call $relu (f64x2.add (local.get $a0) (local.get $wv))))
      (v128.store offset=16 (local.get $xp) (call $relu (f64x2.add (local.get $a1) (local.get $wv))))
      (local.set $wv (v128.load64_splat offset=8 (local.get $wp)))
      (v128.store offset=32 (local.get $xp) (call $relu (f64x2.add (local.get $a2) (local.get $wv))))
      (v128.store offset=48 (local.get $xp) (call $relu (f64x2.add (local.get $a3) (local.get $wv))))
      (local.set $wv (v128.load64_splat offset=16 (local.get $wp)))
      (v128.store offset=64 (local.get $xp) (call $relu (f64x2.add (local.get $a4) (local.get $wv))))
      (v128.store offset=80 (local.get $xp) (call $relu (f64x2.add (local.get $a5) (local.get $wv))))
      (local.set $wv (v128.load64_splat offset=24 (local.get $wp)))
      (v128.store offset=96 (local.get $xp) (call $relu (f64x2.add (local.get $a6) (local.get $wv))))
      (v128.store offset=112 (local.get $xp) (call $relu (f64x2.add (local.get $a7) (local.get $wv))))
      (local.set $o (i32.add (local.get $o) (i32.const 4)))
      (br_if $blocks (i32.lt_u (local.get $o) (local.get $units)))))

  (func $relu (param $x v128) (result v128)
    (f64x2.pmax (local.get $x) (v128.const f64x2 0 0)))

  ;; main_output's logit for one group: bo + Σ_i y2[i] · wo[i], in pair order.
  (func $logits (param $group i32)
    (local $i i32) (local $yp i32) (local $wp i32) (local $a01 v128) (local $a23 v128) (local $wv v128)
    (local.set $a01 (v128.load64_splat (global.get $bo)))
    (local.set $a23 (local.get $a01))
    (local.set $yp (i32.add (global.get $y2) (i32.mul (local.get $group) (i32.const 640))))
    (local.set $wp (global.get $wo))
    (local.set $i (i32.const 0))
    (loop $in
      (local.set $wv (v128.load64_splat (local.get $wp)))
      (local.set $a01 (f64x2.add (local.get $a01) (f64x2.mul (v128.load (local.get $yp)) (local.get $wv))))
      (local.set $a23 (f64x2.add (local.get $a23) (f64x2.mul (v128.load offset=16 (local.get $yp)) (local.get $wv))))
      (local.set $yp (i32.add (local.get $yp) (i32.const 32)))
      (local.set $wp (i32.add (local.get $wp) (i32.const 8)))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br_if $in (i32.lt_u (local.get $i) (i32.const 20))))
    (local.set $yp (i32.add (global.get $logits) (i32.shl (local.get $group) (i32.const 5))))
    (v128.store (local.get $yp) (local.get $a01))
    (v128.store offset=16 (local.get $yp) (local.get $a23)))

  ;; Runs the first $groups groups of the chunk (4 pairs each) from slots to logits.
  (func (export "run") (param $groups i32)
    (local $group i32) (local $y1g i32) (local $y2g i32)
    (local.set $group (i32.const 0))
    (loop $each
      (call $lstm (local.get $group))
      (local.set $y1g (i32.add (global.get $y1) (i32.mul (local.get $group) (i32.const 2560))))
      (local.set $y2g (i32.add (global.get $y2) (i32.mul (local.get $group) (i32.const 640))))
      (call $denseRelu
        (i32.add (global.get $flat) (i32.mul (local.get $group) (i32.const 23040)))
        (i32.const 720) (global.get $w1) (i32.const 80) (global.get $b1) (local.get $y1g))
      (call $denseRelu (local.get $y1g) (i32.const 80) (global.get $w2) (i32.const 20) (global.get $b2) (local.get $y2g))
      (call $logits (local.get $group))
      (local.set $group (i32.add (local.get $group) (i32.const 1)))
      (br_if $each (i32.lt_u (local.get $group) (local.get $groups)))))

  ;; proj[slot] += Σ_i window[i] · kw[i]: the part of a window's input projection that
  ;; depends on the whole window. Features are relu outputs, often zero, and skipped then.
  (func (export "addWindow") (param $slot i32)
    (local $i i32) (local $fp i32) (local $kp i32) (local $pp i32) (local $g i32) (local $fv v128)
    (local.set $fp (global.get $window))
    (local.set $kp (global.get $kw))
    (local.set $i (i32.const 0))
    (loop $features
      (if (f64.ne (f64.load (local.get $fp)) (f64.const 0))
        (then
          (local.set $fv (v128.load64_splat (local.get $fp)))
          (local.set $pp (i32.add (global.get $proj) (i32.mul (local.get $slot) (i32.const 960))))
          (local.set $g (i32.const 0))
          (loop $gates
            (v128.store (i32.add (local.get $pp) (local.get $g))
              (f64x2.add
                (v128.load (i32.add (local.get $pp) (local.get $g)))
                (f64x2.mul (local.get $fv) (v128.load (i32.add (local.get $kp) (local.get $g))))))
            (v128.store offset=16 (i32.add (local.get $pp) (local.get $g))
              (f64x2.add
                (v128.load offset=16 (i32.add (local.get $pp) (local.get $g)))
                (f64x2.mul (local.get $fv) (v128.load offset=16 (i32.add (local.get $kp) (local.get $g))))))
            (v128.store offset=32 (i32.add (local.get $pp) (local.get $g))
              (f64x2.add
                (v128.load offset=32 (i32.add (local.get $pp) (local.get $g)))
                (f64x2.mul (local.get $fv) (v128.load offset=32 (i32.add (local.get $kp) (local.get $g))))))
            (local.set $g (i32.add (local.get $g) (i32.const 48)))
            (br_if $gates (i32.lt_u (local.get $g) (i32.const 960))))))
      (local.set $fp (i32.add (local.get $fp) (i32.const 8)))
      (local.set $kp (i32.add (local.get $kp) (i32.const 960)))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br_if $features (i32.lt_u (local.get $i) (i32.const 20)))))
)
