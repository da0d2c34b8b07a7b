// The translation of each kind of op, checked in the text, and accepted by
// LLVM 14's verifier (opt) and code generator (llc).
//
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: opt, llc
// RUN: strata-translate --mlir-to-llvmir %s | opt -O3 -S -o /dev/null
// RUN: strata-translate --mlir-to-llvmir %s | llc -filetype=obj -o /dev/null

// CHECK: @hidden_g = hidden global i32 0
// CHECK: @lu = private local_unnamed_addr global float 1.0
// CHECK: @vec = internal global <2 x float> <float 1.0, float 2.0>

// CHECK-LABEL: define hidden void @attrs(i8* noalias nonnull readonly %0, i8* align 16 dereferenceable(8) nocapture %1, i32 signext %2) noinline nounwind "frame-pointer"="all"
// CHECK-LABEL: declare dso_local noalias i8* @alloc(i64 %0)
// CHECK-LABEL: define internal fastcc void @fast()

// CHECK-LABEL: define i32 @arith(i32 %0, i32 %1, double %2, <4 x float> %3)
// CHECK: add nuw nsw i32 %0, %1
// CHECK: sub nsw i32 %0, %1
// CHECK: mul nuw i32 %0, %1
// CHECK: shl nsw i32 %0, %1
// CHECK: sdiv i32
// CHECK: udiv i32
// CHECK: srem i32
// CHECK: urem i32
// CHECK: and i32
// CHECK: or i32
// CHECK: xor i32
// CHECK: lshr i32
// CHECK: ashr i32
// CHECK: fadd fast double %2, %2
// CHECK: fmul nnan ninf contract double
// CHECK: fdiv double
// CHECK: frem double
// CHECK: fneg nsz double
// CHECK: fsub <4 x float> %3, %3
// CHECK: icmp ugt i32 %0, %1
// CHECK: fcmp une double
// CHECK: select i1
// CHECK: fptosi double {{.*}} to i32
// CHECK: sitofp i32 {{.*}} to float
// CHECK: fpext float {{.*}} to double
// CHECK: fptrunc double {{.*}} to float
// CHECK: trunc i32 {{.*}} to i8
// CHECK: zext i8 {{.*}} to i64
// CHECK: uitofp i64 {{.*}} to double
// CHECK: fptoui double {{.*}} to i16
// CHECK: bitcast i32 {{.*}} to float
// CHECK: ret i32

// CHECK-LABEL: define void @memory(i8* %0, i64 %1)
// CHECK: %[[A:[0-9]+]] = alloca double, align 8
// CHECK: %[[N:[0-9]+]] = alloca i32, i64 %1, align 4
// CHECK: store volatile double 0x7FF0000000000000, double* %[[A]], align 8
// CHECK: load volatile double, double* %[[A]], align 8
// CHECK: %[[P:[0-9]+]] = bitcast i8* %0 to i32*
// CHECK: load atomic i32, i32* %[[P]] acquire, align 4
// CHECK: store atomic i32 {{.*}}, i32* %[[P]] release, align 4
// CHECK: load i32, i32* %[[P]], align 4, !nontemporal ![[NT:[0-9]+]]
// CHECK: atomicrmw xchg i32* %[[P]], i32 {{.*}} seq_cst
// CHECK: atomicrmw fadd double* %[[A]], double {{.*}} monotonic
// CHECK: cmpxchg weak i32* %[[P]], i32 {{.*}}, i32 {{.*}} acq_rel acquire
// CHECK: fence syncscope("singlethread") release
// CHECK: ptrtoint i8* %0 to i64
// CHECK: inttoptr i64 {{.*}} to i8*
// CHECK: icmp eq i8* %0, null

// CHECK-LABEL: define double @intrinsics(i8* %0, i8* %1, double %2, i32 %3)
// CHECK: call void @llvm.memcpy.p0i8.p0i8.i64(i8* %0, i8* %1, i64 16, i1 false)
// CHECK: call void @llvm.memset.p0i8.i64(i8* %0, i8 0, i64 16, i1 false)
// CHECK: call double @llvm.fmuladd.f64(double %2, double %2, double %2)
// CHECK: call fast double @llvm.fma.f64(double %5, double %5, double %5)
// CHECK: call double @llvm.sqrt.f64(double %6)
// CHECK: call double @llvm.fabs.f64(double %{{[0-9]+}})
// CHECK: call double @llvm.pow.f64(double %{{[0-9]+}}, double %2)
// CHECK: call i32 @llvm.smax.i32(i32 %3, i32 %3)

// CHECK-LABEL: define void @loop(i32 %0)
// CHECK: br i1 %{{[0-9]+}}, label %bb2, label %bb3, !prof ![[PROF:[0-9]+]]
// CHECK: br label %bb1, !llvm.loop ![[LOOP:[0-9]+]]
// CHECK: declare void @llvm.memcpy.p0i8.p0i8.i64(i8* %0, i8* %1, i64 %2, i1 %3)

// CHECK-DAG: ![[NT]] = !{i32 1}
// CHECK-DAG: ![[PROF]] = !{!"branch_weights", i32 90, i32 10}
// CHECK-DAG: ![[LOOP]] = distinct !{![[LOOP]], ![[MP:[0-9]+]], ![[UC:[0-9]+]]}
// CHECK-DAG: ![[MP]] = !{!"llvm.loop.mustprogress"}
// CHECK-DAG: ![[UC]] = !{!"llvm.loop.unroll.count", i32 4}

module {
  llvm.mlir.global external @hidden_g(0 : i32) {visibility_ = 1 : i64} : i32
  llvm.mlir.global private local_unnamed_addr @lu(1.0 : f32) : f32
  llvm.mlir.global internal @vec(dense<[1.0, 2.0]> : vector<2xf32>) : vector<2xf32>

  llvm.func @attrs(%a: !llvm.ptr {llvm.noalias, llvm.nonnull, llvm.readonly}, %b: !llvm.ptr {llvm.nocapture, llvm.align = 16 : i64, llvm.dereferenceable = 8 : i64}, %c: i32 {llvm.signext}) attributes {passthrough = ["noinline", "nounwind", ["frame-pointer", "all"]], visibility_ = 1 : i64} {
    llvm.return
  }
  llvm.func @alloc(i64) -> (!llvm.ptr {llvm.noalias}) attributes {dso_local}
  llvm.func internal fastcc @fast() {
    llvm.return
  }

  llvm.func @arith(%a: i32, %b: i32, %x: f64, %v: vector<4xf32>) -> i32 {
    %0 = llvm.add %a, %b overflow<nsw, nuw> : i32
    %1 = llvm.sub %a, %b overflow<nsw> : i32
    %2 = llvm.mul %a, %b overflow<nuw> : i32
    %3 = llvm.shl %a, %b overflow<nsw> : i32
    %4 = llvm.sdiv %0, %1 : i32
    %5 = llvm.udiv %2, %3 : i32
    %6 = llvm.srem %4, %5 : i32
    %7 = llvm.urem %6, %a : i32
    %8 = llvm.and %7, %b : i32
    %9 = llvm.or %8, %a : i32
    %10 = llvm.xor %9, %b : i32
    %11 = llvm.lshr %10, %b : i32
    %12 = llvm.ashr %11, %b : i32
    %f0 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<fast>} : f64
    %f1 = llvm.fmul %f0, %x {fastmathFlags = #llvm.fastmath<nnan, ninf, contract>} : f64
    %f2 = llvm.fdiv %f1, %x : f64
    %f3 = llvm.frem %f2, %x : f64
    %f4 = llvm.fneg %f3 {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %vv = llvm.fsub %v, %v : vector<4xf32>
    %c0 = llvm.icmp "ugt" %a, %b : i32
    %c1 = llvm.fcmp "une" %f4, %x : f64
    %s = llvm.select %c1, %12, %a : i1, i32
    %k0 = llvm.fptosi %f4 : f64 to i32
    %k1 = llvm.sitofp %k0 : i32 to f32
    %k2 = llvm.fpext %k1 : f32 to f64
    %k3 = llvm.fptrunc %k2 : f64 to f32
    %k4 = llvm.trunc %s : i32 to i8
    %k5 = llvm.zext %k4 : i8 to i64
    %k6 = llvm.uitofp %k5 : i64 to f64
    %k7 = llvm.fptoui %k6 : f64 to i16
    %k8 = llvm.bitcast %s : i32 to f32
    %r = llvm.sext %k7 : i16 to i32
    llvm.return %r : i32
  }

  llvm.func @memory(%p: !llvm.ptr, %n: i64) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.alloca %one x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %arr = llvm.alloca %n x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    %inf = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
    llvm.store volatile %inf, %a {alignment = 8 : i64} : f64, !llvm.ptr
    %l = llvm.load volatile %a {alignment = 8 : i64} : !llvm.ptr -> f64
    %v = "llvm.load"(%p) {alignment = 4 : i64, ordering = 4 : i64} : (!llvm.ptr) -> i32
    "llvm.store"(%v, %p) {alignment = 4 : i64, ordering = 5 : i64} : (i32, !llvm.ptr) -> ()
    %nt = "llvm.load"(%p) {alignment = 4 : i64, nontemporal} : (!llvm.ptr) -> i32
    %x = "llvm.atomicrmw"(%p, %v) {bin_op = 0 : i64, ordering = 7 : i64} : (!llvm.ptr, i32) -> i32
    %fx = "llvm.atomicrmw"(%a, %l) {bin_op = 11 : i64, ordering = 2 : i64} : (!llvm.ptr, f64) -> f64
    %c = "llvm.cmpxchg"(%p, %v, %x) {failure_ordering = 4 : i64, success_ordering = 6 : i64, weak} : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
    "llvm.fence"() {ordering = 5 : i64, syncscope = "singlethread"} : () -> ()
    %i = llvm.ptrtoint %p : !llvm.ptr to i64
    %q = llvm.inttoptr %i : i64 to !llvm.ptr
    %null = llvm.mlir.null : !llvm.ptr
    %isnull = llvm.icmp "eq" %p, %null : !llvm.ptr
    llvm.return
  }

  llvm.func @intrinsics(%p: !llvm.ptr, %q: !llvm.ptr, %x: f64, %n: i32) -> f64 {
    %len = llvm.mlir.constant(16 : i64) : i64
    %false = llvm.mlir.constant(false) : i1
    %zero = llvm.mlir.constant(0 : i8) : i8
    "llvm.intr.memcpy"(%p, %q, %len, %false) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
    "llvm.intr.memset"(%p, %zero, %len, %false) : (!llvm.ptr, i8, i64, i1) -> ()
    %0 = "llvm.intr.fmuladd"(%x, %x, %x) : (f64, f64, f64) -> f64
    %1 = "llvm.intr.fma"(%0, %0, %0) {fastmathFlags = #llvm.fastmath<fast>} : (f64, f64, f64) -> f64
    %2 = "llvm.intr.sqrt"(%1) : (f64) -> f64
    %3 = "llvm.intr.fabs"(%2) : (f64) -> f64
    %4 = "llvm.intr.pow"(%3, %x) : (f64, f64) -> f64
    %6 = "llvm.intr.smax"(%n, %n) : (i32, i32) -> i32
    llvm.return %4 : f64
  }

  llvm.func @loop(%n: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^header(%c0 : i32)
  ^header(%i: i32):
    %more = llvm.icmp "slt" %i, %n : i32
    "llvm.cond_br"(%more)[^body, ^exit] {branch_weights = array<i32: 90, 10>, operand_segment_sizes = array<i32: 1, 0, 0>} : (i1) -> ()
  ^body:
    %i1 = llvm.add %i, %c1 : i32
    llvm.br ^header(%i1 : i32) {llvm.loop = {"llvm.loop.mustprogress", "llvm.loop.unroll.count" = 4 : i32}}
  ^exit:
    llvm.return
  }
}
