// PIPELINE: convert-func-to-llvm,reconcile-unrealized-casts
// A counted loop (what convert-scf-to-cf makes of scf.for).
func.func @loop(%n: index, %init: f32, %step: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^cond(%c0, %init : index, f32)
^cond(%i: index, %acc: f32):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %next = arith.addf %acc, %step : f32
  %inc = arith.addi %i, %c1 : index
  cf.br ^cond(%inc, %next : index, f32)
^exit:
  return %acc : f32
}
