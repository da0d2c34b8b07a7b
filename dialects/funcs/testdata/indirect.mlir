// Function values: func.constant and func.call_indirect.
func.func @square(%x: f32) -> f32 {
  %r = arith.mulf %x, %x : f32
  return %r : f32
}

func.func @negate(%x: f32) -> f32 {
  %r = arith.negf %x : f32
  return %r : f32
}

func.func @apply(%f: (f32) -> f32, %x: f32) -> f32 {
  %r = func.call_indirect %f(%x) : (f32) -> f32
  return %r : f32
}

func.func @pick(%c: i1) -> ((f32) -> f32) {
  %sq = func.constant @square : (f32) -> f32
  %ng = func.constant @negate : (f32) -> f32
  %f = arith.select %c, %sq, %ng : (f32) -> f32
  return %f : (f32) -> f32
}

func.func @main(%c: i1, %x: f32) -> f32 {
  %f = func.call @pick(%c) : (i1) -> ((f32) -> f32)
  %r = func.call @apply(%f, %x) : ((f32) -> f32, f32) -> f32
  %g = func.constant @apply : ((f32) -> f32, f32) -> f32
  %s = func.call_indirect %g(%f, %r) : ((f32) -> f32, f32) -> f32
  return %s : f32
}
