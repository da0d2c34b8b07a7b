// PIPELINE: convert-arith-to-llvm
// Integer and float casts.
func.func @casts(%a: i32, %x: f32, %y: f64, %s: i8) -> (i64, i64, i16, f64, f32, i32, i32, f64, f32, i32, f32) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %s : i8 to i64
  %2 = arith.trunci %a : i32 to i16
  %3 = arith.sitofp %a : i32 to f64
  %4 = arith.uitofp %s : i8 to f32
  %5 = arith.fptosi %x : f32 to i32
  %6 = arith.fptoui %y : f64 to i32
  %7 = arith.extf %x : f32 to f64
  %8 = arith.truncf %y : f64 to f32
  %9 = arith.bitcast %x : f32 to i32
  %10 = arith.bitcast %a : i32 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i64, i64, i16, f64, f32, i32, i32, f64, f32, i32, f32
}
