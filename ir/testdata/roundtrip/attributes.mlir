// Every builtin attribute, in attribute dictionaries and arrays.
"t.ints"() {
  i1 = 1, i2 = -1 : i8, i3 = 255 : ui8, i4 = 0x1F : i32, i5 = true, i6 = false,
  i7 = 3 : index, i8 = -128 : si8, i9 = 18446744073709551615 : ui64,
  i10 = 170141183460469231731687303715884105727 : i128, i11 = 1 : i1,
  i12 = -170141183460469231731687303715884105728 : i128, i13 = 0 : i0,
  i14 = 340282366920938463463374607431768211455 : ui128, i15 = 255 : i8,
  i16 = 0xFFFFFFFFFFFFFFFF : i64, i17 = -9223372036854775808 : index
} : () -> ()
"t.floats"() {
  f1 = 1.0, f2 = 0.1 : f32, f3 = 3.14159265 : f32, f4 = 1.0e10, f5 = 123456789.0,
  f6 = 0.30000000000000004, f7 = 0x7FC00000 : f32, f8 = 0x7FF0000000000000 : f64,
  f9 = -0.0, f10 = 1.5 : f16, f11 = 1.0078125 : bf16, f12 = 0.7999999999999999,
  f13 = 1234567.0, f14 = 1.0e-300, f15 = 65504.0 : f16, f16 = 4.9406564584124654e-324,
  f17 = 2.5 : f80, f18 = 0.1 : f128, f19 = 0xFC00 : f16, f20 = 0x7F80 : bf16,
  f21 = 100.0, f22 = 1.0e-5 : f32, f23 = -2.5E+3 : f64, f24 = 1.0e400, f25 = 0x7F800001 : f32
} : () -> ()
"t.strings"() {
  s1 = "hello\n\"\\\t\00\ff", s2 = "x" : i32, s3 = "", s4 = "caf\C3\A9",
  "quoted name" = 1, x.y$z = 2, "with\"quote" = unit
} : () -> ()
"t.misc"() {
  u = unit, flag, t1 = i32, t2 = (i32) -> (i64, f32), t3 = !t.foo<"bar">, t4 = !t<"x y">,
  t5 = () -> (), t6 = (i32) -> ((i32) -> i32),
  a1 = [1, 2 : i32, [3], 1.5, 2.5 : f32, "s", [], {k = 1}], a2 = [],
  d1 = {b = 1, a = 2, c = {nested = [true]}}, d2 = {},
  sym1 = @foo, sym2 = @"foo bar"::@baz, sym3 = @a::@b::@c, sym4 = [@x, @y::@z]
} : () -> ()
"t.arrays"() {
  da1 = array<i32: 1, 2, 3>, da2 = array<f32: 1.0, 2.5, -0.5>, da3 = array<i1: true, false>,
  da4 = array<i64>, da5 = array<f64: 1.0, 0x7FF0000000000000>, da6 = array<i8: -128, 255>,
  da8 = array<f16: 0x3C00>, da9 = array<ui16: 65535>
} : () -> ()
"t.dense"() {
  de1 = dense<[1, 2, 3]> : tensor<3xi32>, de2 = dense<1.0> : tensor<2x2xf32>,
  de3 = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, de4 = dense<true> : tensor<3xi1>,
  de5 = dense<[true, false]> : vector<2xi1>, de6 = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>,
  de7 = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>,
  de8 = dense<"0x01000000020000000300000004000000"> : tensor<4xi32>,
  de9 = dense<5> : tensor<i32>, de10 = dense<[]> : tensor<0xi32>, de11 = dense<> : tensor<0x4xf32>,
  de12 = dense<["a", "b"]> : tensor<2x!t.string>, de13 = dense<-1> : vector<4xi64>,
  de14 = dense<[0x7FC00000, 1.5]> : tensor<2xf32>, de15 = dense<"0x0000803F"> : tensor<3xf32>,
  de16 = dense<[[1.5, -2.5], [3.0, 4.0], [5.0, 6.0]]> : memref<3x2xf64>
} : () -> ()
"t.dialect_attrs"() {
  op1 = #t.foo<"x", [1, 2]>, op2 = #t<"abc">, op3 = #t.bar, op4 = #t<abc>,
  op5 = #t.nest<<(x), [y]>, {z -> w}>, op6 = #t.typed : i32, op7 = #t.a.b.c,
  op8 = #t<"esc\"aped">, op9 = #t.x<">">
} : () -> ()
"t.structured"() {
  am = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, am2 = affine_map<() -> (0)>,
  as = affine_set<(d0) : (d0 >= 0, -d0 + 10 >= 0)>,
  st1 = strided<[1]>, st2 = strided<[?, 1], offset: ?>, st3 = strided<[4, 1], offset: 0>,
  st4 = strided<[], offset: -3>
} : () -> ()
