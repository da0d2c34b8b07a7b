// Custom forms through hand-written parsers: functions with named
// arguments, successors with operands, name hints, default dialects.
module @m attributes {t.attr = 1 : i32} {
  func.func @f(%a: i32, %b: i32 {t.arg}) -> i32 {
    %c = pt.constant 0 : i32
    %c2 = pt.constant 0 : i32
    %c1 = pt.constant 1 : i32
    %s = pt.add %a, %c : i32
    %t = pt.add %s, %b {t.hint = "x"} : i32
    %r = call @f(%t, %c1) : (i32, i32) -> i32
    return %r : i32
  }
  func.func @decl(i32, f32 {t.x}) -> (i32, f32)
  pt.func @cfg(%x: i32, %cond: i1) -> i32 attributes {t.flag} {
    pt.cond_br %cond, ^bb1, ^bb2
  ^bb1:
    pt.br ^bb3(%x : i32)
  ^bb2:
    %y = pt.add %x, %x : i32
    pt.br ^bb3(%y : i32)
  ^bb3(%z: i32):
    %w = func.call @f(%z, %z) : (i32, i32) -> i32
    pt.return %w : i32
  }
  pt.func @loops() {
    pt.loop %i to 10 {
      pt.loop %j to 20 {
        %k = pt.add %i, %j : index
      } attributes {t.inner}
    }
    pt.return
  }
  module {
    "t.generic"() ({
      %v = pt.constant 7 : i64
      "t.use"(%v) : (i64) -> ()
    }) : () -> ()
  }
  %0:2 = pt.typed [1, 2] as i32, f32
  pt.typed dense<[1.5, 2.0]> : tensor<2xf32>
  pt.typed #t.opaque<"x"> : i32
}
