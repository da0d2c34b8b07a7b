// Every kind of op nested in every other: a for holding an if whose then
// branch holds a multi-block execute_region with a while inside, and an
// execute_region holding an if without else.
func.func @deep(%n: index, %c: i1, %f: (i32) -> ()) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %v = scf.if %c -> (i32) {
      %e = scf.execute_region -> i32 {
        cf.cond_br %c, ^bb1, ^bb2
      ^bb1:
        %w = scf.while (%x = %acc) : (i32) -> i32 {
          %go = arith.cmpi slt, %x, %one : i32
          scf.condition(%go) %x : i32
        } do {
        ^bb0(%y: i32):
          %y1 = arith.addi %y, %one : i32
          scf.yield %y1 : i32
        }
        scf.yield %w : i32
      ^bb2:
        scf.yield %acc : i32
      }
      scf.yield %e : i32
    } else {
      scf.yield %one : i32
    }
    scf.execute_region {
      scf.if %c {
        func.call_indirect %f(%v) : (i32) -> ()
      }
      scf.yield
    }
    scf.yield %v : i32
  }
  return %r : i32
}
