// --entry with arguments, --stats and --trace.
// RUN: strata-run --entry=scale %s -- 7 2.5 | filecheck %s
// CHECK: 17.5
// RUN: strata-run --stats --trace --entry=scale %s -- 1 1.0 2>&1 | filecheck --check-prefix=STATS %s
// STATS: ops executed per function
// STATS: scale
// STATS: ops executed per dialect
// STATS: arith
// STATS: memory peak
// STATS: million ops/s
func.func @scale(%n: i64, %x: f64) -> f64 {
  %f = arith.sitofp %n : i64 to f64
  %r = arith.mulf %f, %x : f64
  return %r : f64
}
