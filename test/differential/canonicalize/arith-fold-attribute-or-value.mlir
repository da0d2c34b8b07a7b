// Whether a fold answers with an attribute or with an existing value
// decides where the folder leaves the constants: an attribute equal to a
// uniqued constant moves that constant to the front of the entry block,
// a value leaves it in place. MLIR 16 answers `ori x, -1` and `andi c, c`
// / `ori c, c` of a constant c with attributes (the Idempotent trait fold
// comes after constant folding), `muli x, 0` and `maxsi x, MAX` with the
// constant operand.

// From the canoncse workload: cmpi folds to true, addi to 92, then
// ori (true, x) to true again, which moves %true ahead of %c92.
func.func private @use(i1)

func.func @ori_all_ones_moves(%a: index, %b: i32, %c: i1, %d: i1) -> i32 {
  %t = arith.cmpi ule, %a, %a : index
  func.call @use(%t) : (i1) -> ()
  %c56 = arith.constant 56 : i32
  %c36 = arith.constant 36 : i32
  %s = arith.addi %c56, %c36 : i32
  %r = arith.subi %s, %b : i32
  %o1 = arith.ori %t, %c : i1
  %o2 = arith.ori %d, %o1 : i1
  return %r : i32
}

func.func @ori_all_ones(%x: i32) -> (i32, i32) {
  %seven = arith.constant 7 : i32
  %ones = arith.constant -1 : i32
  %r = arith.ori %x, %ones : i32
  return %r, %seven : i32, i32
}

func.func @ori_splat_all_ones(%x: vector<2xi32>) -> vector<2xi32> {
  %ones = arith.constant dense<-1> : vector<2xi32>
  %r = arith.ori %x, %ones : vector<2xi32>
  return %r : vector<2xi32>
}

func.func @idempotent_constants(%x: i32) -> (i32, i32, i32) {
  %seven = arith.constant 7 : i32
  %five = arith.constant 5 : i32
  %a = arith.andi %five, %five : i32
  %six = arith.constant 6 : i32
  %o = arith.ori %six, %six : i32
  return %a, %o, %seven : i32, i32, i32
}

func.func @value_folds_stay(%x: i32) -> (i32, i32, i32) {
  %seven = arith.constant 7 : i32
  %zero = arith.constant 0 : i32
  %max = arith.constant 2147483647 : i32
  %m = arith.muli %x, %zero : i32
  %s = arith.maxsi %x, %max : i32
  return %m, %s, %seven : i32, i32, i32
}

// xori cancels a repeated operand on either side.
func.func @xori_cancel(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %a = arith.xori %x, %y : i32
  %r1 = arith.xori %a, %x : i32
  %r2 = arith.xori %a, %y : i32
  %r3 = arith.xori %x, %a : i32
  %r4 = arith.xori %y, %a : i32
  return %r1, %r2, %r3, %r4 : i32, i32, i32, i32
}
