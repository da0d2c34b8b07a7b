// Functions without results, with several, and several returns.
func.func @nothing() {
  return
}

func.func @swap(%a: i64, %b: f64) -> (f64, i64) {
  return %b, %a : f64, i64
}

func.func @sign(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %lt = arith.cmpi slt, %x, %c0 : i32
  cf.cond_br %lt, ^neg, ^nonneg
^neg:
  %m1 = arith.constant -1 : i32
  return %m1 : i32
^nonneg:
  %gt = arith.cmpi sgt, %x, %c0 : i32
  %r = arith.extui %gt : i1 to i32
  return %r : i32
}

func.func @three() -> (i1, index, vector<2xf32>) {
  %a = arith.constant true
  %b = arith.constant 3 : index
  %c = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  return %a, %b, %c : i1, index, vector<2xf32>
}
