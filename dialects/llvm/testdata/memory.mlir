// Stack allocation, loads, stores, address computation and aggregates.
llvm.func @memory(%p: !llvm.ptr, %i: i32, %n: i64) -> i32 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %0 = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %1 = llvm.alloca %n x !llvm.struct<(i32, array<4 x i32>)> : (i64) -> !llvm.ptr
  %2 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %3 = llvm.load volatile %p : !llvm.ptr -> i32
  %4 = llvm.load %p {nontemporal} : !llvm.ptr -> f64
  llvm.store %2, %0 {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %3, %0 : i32, !llvm.ptr
  %5 = llvm.getelementptr %1[%i, 1, %i] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i32>)>
  %6 = llvm.getelementptr inbounds %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %7 = llvm.getelementptr %p[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %8 = llvm.getelementptr inbounds %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i8>
  %9 = llvm.load %5 : !llvm.ptr -> i32
  llvm.return %9 : i32
}
llvm.func @aggregates(%a: i32, %x: f64) -> f64 {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f64, array<2 x i8>)>
  %1 = llvm.insertvalue %a, %0[0] : !llvm.struct<(i32, f64, array<2 x i8>)> 
  %2 = llvm.insertvalue %x, %1[1] : !llvm.struct<(i32, f64, array<2 x i8>)> 
  %3 = llvm.extractvalue %2[1] : !llvm.struct<(i32, f64, array<2 x i8>)> 
  %4 = llvm.extractvalue %2[2, 1] : !llvm.struct<(i32, f64, array<2 x i8>)> 
  llvm.return %3 : f64
}
