// Integer and float arithmetic, comparisons, select and every cast.
llvm.func @int_ops(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.sub %0, %b : i32
  %2 = llvm.mul %1, %a : i32
  %3 = llvm.udiv %2, %b : i32
  %4 = llvm.sdiv %3, %b : i32
  %5 = llvm.urem %4, %b : i32
  %6 = llvm.srem %5, %b : i32
  %7 = llvm.and %6, %a : i32
  %8 = llvm.or %7, %a : i32
  %9 = llvm.xor %8, %a : i32
  %10 = llvm.shl %9, %b : i32
  %11 = llvm.lshr %10, %b : i32
  %12 = llvm.ashr %11, %b : i32
  llvm.return %12 : i32
}
llvm.func @float_ops(%x: f64, %y: f64) -> f64 {
  %0 = llvm.fadd %x, %y : f64
  %1 = llvm.fsub %0, %y : f64
  %2 = llvm.fmul %1, %x {fastmathFlags = #llvm.fastmath<fast>} : f64
  %3 = llvm.fdiv %2, %y {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
  %4 = llvm.frem %3, %y : f64
  %5 = llvm.fneg %4 : f64
  %6 = llvm.fneg %5 {fastmathFlags = #llvm.fastmath<contract>} : f64
  llvm.return %6 : f64
}
llvm.func @compares(%a: i32, %b: i32, %x: f32, %v: vector<4xi32>, %p: !llvm.ptr) -> i1 {
  %0 = llvm.icmp "eq" %a, %b : i32
  %1 = llvm.icmp "ne" %a, %b : i32
  %2 = llvm.icmp "slt" %a, %b : i32
  %3 = llvm.icmp "sle" %a, %b : i32
  %4 = llvm.icmp "sgt" %a, %b : i32
  %5 = llvm.icmp "sge" %a, %b : i32
  %6 = llvm.icmp "ult" %a, %b : i32
  %7 = llvm.icmp "ule" %a, %b : i32
  %8 = llvm.icmp "ugt" %a, %b : i32
  %9 = llvm.icmp "uge" %a, %b : i32
  %10 = llvm.icmp "eq" %v, %v : vector<4xi32>
  %11 = llvm.icmp "eq" %p, %p : !llvm.ptr
  %12 = llvm.fcmp "_false" %x, %x : f32
  %13 = llvm.fcmp "oeq" %x, %x : f32
  %14 = llvm.fcmp "olt" %x, %x {fastmathFlags = #llvm.fastmath<fast>} : f32
  %15 = llvm.fcmp "une" %x, %x : f32
  %16 = llvm.fcmp "uno" %x, %x : f32
  %17 = llvm.fcmp "_true" %x, %x : f32
  %18 = llvm.select %0, %a, %b : i1, i32
  %19 = llvm.select %10, %v, %v : vector<4xi1>, vector<4xi32>
  llvm.return %2 : i1
}
llvm.func @casts(%a: i32, %x: f32, %p: !llvm.ptr, %v: vector<2xi32>) {
  %0 = llvm.trunc %a : i32 to i8
  %1 = llvm.zext %a : i32 to i64
  %2 = llvm.sext %a : i32 to i64
  %3 = llvm.fpext %x : f32 to f64
  %4 = llvm.fptrunc %3 : f64 to f32
  %5 = llvm.fptosi %x : f32 to i32
  %6 = llvm.fptoui %x : f32 to i32
  %7 = llvm.sitofp %a : i32 to f64
  %8 = llvm.uitofp %a : i32 to f64
  %9 = llvm.ptrtoint %p : !llvm.ptr to i64
  %10 = llvm.inttoptr %9 : i64 to !llvm.ptr
  %11 = llvm.bitcast %x : f32 to i32
  %12 = llvm.bitcast %v : vector<2xi32> to i64
  %13 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %14 = llvm.sext %v : vector<2xi32> to vector<2xi64>
  llvm.return
}
llvm.func @constants() {
  %0 = llvm.mlir.constant(42 : i32) : i32
  %1 = llvm.mlir.constant(-1 : i64) : i64
  %2 = llvm.mlir.constant(true) : i1
  %3 = llvm.mlir.constant(1.500000e+00 : f64) : f64
  %4 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %5 = llvm.mlir.constant("abc\00") : !llvm.array<4 x i8>
  %6 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %7 = llvm.mlir.null : !llvm.ptr
  llvm.return
}
