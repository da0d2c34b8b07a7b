// Dispatch through cf.switch, with block arguments and negative cases.
func.func @classify(%x: i32, %v: f32) -> f32 {
  cf.switch %x : i32, [
    default: ^other(%v : f32),
    0: ^zero,
    -1: ^minus_one(%x : i32),
    42: ^other(%v : f32)
  ]
^zero:
  %z = arith.constant 0.0 : f32
  return %z : f32
^minus_one(%m: i32):
  %f = arith.sitofp %m : i32 to f32
  return %f : f32
^other(%o: f32):
  %d = arith.addf %o, %o : f32
  return %d : f32
}

func.func @only_default(%x: i8) {
  cf.switch %x : i8, [
    default: ^bb1
  ]
^bb1:
  return
}

func.func @wide_flag(%x: i64) -> i64 {
  cf.switch %x : i64, [
    default: ^bb1(%x : i64),
    9223372036854775807: ^bb2
  ]
^bb1(%y: i64):
  return %y : i64
^bb2:
  %c = arith.constant 1 : i64
  return %c : i64
}
