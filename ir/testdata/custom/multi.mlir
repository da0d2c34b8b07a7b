// Ops of a graph region that use each other's results, and forward
// references across custom and generic ops.
module {
  %a = pt.constant 42 : i64
  "t.use"(%a, %b) : (i64, i32) -> ()
  %b = pt.constant 3 : i32
  pt.func @isolated(%a: i64) -> i64 {
    pt.return %a : i64
  }
}
