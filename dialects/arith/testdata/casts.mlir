// Every cast, on scalars and elementwise.
func.func @ints(%a: i8) -> (i32, i32, i4, index, index, i64, i64) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extui %a : i8 to i32
  %2 = arith.trunci %a : i8 to i4
  %3 = arith.index_cast %0 : i32 to index
  %4 = arith.index_castui %1 : i32 to index
  %5 = arith.index_cast %3 : index to i64
  %6 = arith.index_castui %4 : index to i64
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i4, index, index, i64, i64
}

func.func @floats(%a: i32, %f: f32) -> (f32, f64, i16, i64, f64, f16, i32, f32) {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.uitofp %a : i32 to f64
  %2 = arith.fptosi %f : f32 to i16
  %3 = arith.fptoui %f : f32 to i64
  %4 = arith.extf %f : f32 to f64
  %5 = arith.truncf %f : f32 to f16
  %6 = arith.bitcast %f : f32 to i32
  %7 = arith.bitcast %6 : i32 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f64, i16, i64, f64, f16, i32, f32
}

func.func @shaped(%v: vector<4xi16>, %t: tensor<?xf32>, %m: memref<8xi32>) -> (vector<4xi64>, tensor<?xf64>, memref<8xindex>, vector<4xf16>) {
  %0 = arith.extsi %v : vector<4xi16> to vector<4xi64>
  %1 = arith.extf %t : tensor<?xf32> to tensor<?xf64>
  %2 = arith.index_cast %m : memref<8xi32> to memref<8xindex>
  %3 = arith.bitcast %v : vector<4xi16> to vector<4xf16>
  return %0, %1, %2, %3 : vector<4xi64>, tensor<?xf64>, memref<8xindex>, vector<4xf16>
}
