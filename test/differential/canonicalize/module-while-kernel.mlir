// A small module of while-loop kernels: Euclid's gcd, a power-of-two
// search with an invariant factor, and a linear scan whose bound check is
// repeated in the body.
func.func @gcd(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r:2 = scf.while (%x = %a, %y = %b) : (i64, i64) -> (i64, i64) {
    %nz = arith.cmpi ne, %y, %c0 : i64
    scf.condition(%nz) %x, %y : i64, i64
  } do {
  ^bb0(%p: i64, %q: i64):
    %m = arith.remui %p, %q : i64
    scf.yield %q, %m : i64, i64
  }
  return %r#0 : i64
}

func.func @next_pow(%limit: i32, %factor: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%p = %c1, %f = %factor) : (i32, i32) -> i32 {
    %next = arith.muli %p, %f : i32
    %below = arith.cmpi sle, %next, %limit : i32
    scf.condition(%below) %next : i32
  } do {
  ^bb0(%q: i32):
    scf.yield %q, %factor : i32, i32
  }
  return %r : i32
}

func.func @scan(%n: index, %key: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %found = %n) : (index, index) -> (index, index) {
    %lt = arith.cmpi ult, %i, %n : index
    scf.condition(%lt) %i, %found : index, index
  } do {
  ^bb0(%j: index, %f: index):
    %inb = arith.cmpi ult, %j, %n : index
    %hit = arith.cmpi eq, %j, %key : index
    %both = arith.andi %inb, %hit : i1
    %nf = arith.select %both, %j, %f : index
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %nf : index, index
  }
  return %r#1 : index
}
