// scf.while loops carrying values that never change: yielded back as
// their initial value, or passed through the condition and yielded back.
func.func @stride_loop(%start: index, %stride: index, %limit: index) -> index {
  %r = scf.while (%i = %start, %s = %stride) : (index, index) -> index {
    %lt = arith.cmpi slt, %i, %limit : index
    scf.condition(%lt) %i : index
  } do {
  ^bb0(%j: index):
    %next = arith.addi %j, %stride : index
    scf.yield %next, %stride : index, index
  }
  return %r : index
}

func.func @pass_through(%a: i32, %b: i32, %lim: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %k = %b) : (i32, i32) -> (i32, i32) {
    %lt = arith.cmpi slt, %x, %lim : i32
    scf.condition(%lt) %x, %k : i32, i32
  } do {
  ^bb0(%y: i32, %kk: i32):
    %n = arith.addi %y, %kk : i32
    scf.yield %n, %kk : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @identity_loop(%v: index, %c: i1) -> index {
  %w = scf.while (%x = %v) : (index) -> index {
    scf.condition(%c) %x : index
  } do {
  ^bb0(%y: index):
    scf.yield %y : index
  } attributes {test.loop}
  return %w : index
}
