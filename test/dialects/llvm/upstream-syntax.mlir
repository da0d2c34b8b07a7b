// strata reads the llvm.call spellings of MLIR 17 and later and prints
// MLIR 16's (docs/llvm-upstream-syntax.md); the print is a fixed point.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: filecheck %s < %t.1
// Errors, located: see dialects/llvm/testdata/invalid-upstream.mlir.
// RUN: strata-opt --verify-diagnostics --split-input-file %S/../../../dialects/llvm/testdata/invalid-upstream.mlir
// RUN: not strata-opt %S/../../../dialects/llvm/testdata/invalid-upstream.mlir 2>&1 | filecheck %s --check-prefix=ERR
// ERR: invalid-upstream.mlir:8:41: error: expected var_callee_type to be a variadic function type, not '!llvm.func<i32 (ptr, i64)>'

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @g(i32) -> i32

// CHECK-LABEL: llvm.func @direct
// CHECK: llvm.call @printf(%arg0, %arg1) : (!llvm.ptr, i64) -> i32
// CHECK: llvm.call @printf(%arg0) {tag} : (!llvm.ptr) -> i32
llvm.func @direct(%f: !llvm.ptr, %x: i64) -> i32 {
  %0 = llvm.call @printf(%f, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  %1 = llvm.call @printf(%f) vararg(!llvm.func<i32 (ptr, ...)>) {tag} : (!llvm.ptr) -> i32
  llvm.return %0 : i32
}

// MLIR 16 has no spelling for a variadic indirect call: the type stays as
// the attribute MLIR 17 gives it.
// CHECK-LABEL: llvm.func @indirect
// CHECK: llvm.call %arg0(%arg1, %arg2) {var_callee_type = !llvm.func<i32 (ptr, ...)>} : (!llvm.ptr, i64) -> i32
llvm.func @indirect(%fp: !llvm.ptr, %f: !llvm.ptr, %x: i64) -> i32 {
  %0 = llvm.call %fp(%f, %x) vararg(!llvm.func<i32 (ptr, ...)>) : !llvm.ptr, (!llvm.ptr, i64) -> i32
  llvm.return %0 : i32
}

// CHECK-LABEL: llvm.func @prefixes
// CHECK: llvm.call @g(%arg0) : (i32) -> i32
// CHECK: llvm.call @g(%{{.*}}) : (i32) -> i32
// CHECK: llvm.call @g(%{{.*}}) : (i32) -> i32
llvm.func @prefixes(%a: i32) -> i32 {
  %0 = llvm.call ccc @g(%a) : (i32) -> i32
  %1 = llvm.call tail @g(%0) : (i32) -> i32
  %2 = llvm.call ccc none @g(%1) : (i32) -> i32
  llvm.return %2 : i32
}

// llvm.mlir.poison is read as llvm.mlir.undef (undef refines poison), in
// custom and generic form.
// CHECK-LABEL: llvm.func @poison
// CHECK-NEXT: llvm.mlir.undef : i32
// CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(i32, f64)>
llvm.func @poison() -> i32 {
  %0 = llvm.mlir.poison : i32
  %1 = "llvm.mlir.poison"() : () -> !llvm.struct<(i32, f64)>
  llvm.return %0 : i32
}

// Visibility and unnamed_addr before the name are kept as the attributes
// upstream stores them in; dso_local is an attribute in both.
// CHECK-LABEL: llvm.func @vis_hidden() attributes {unnamed_addr = 2 : i64, visibility_ = 1 : i64}
// CHECK-LABEL: llvm.func @vis_protected() attributes {dso_local, unnamed_addr = 1 : i64, visibility_ = 2 : i64}
// CHECK-LABEL: llvm.func internal @vis_default()
// CHECK-LABEL: llvm.func fastcc @vis_cconv() attributes {visibility_ = 1 : i64}
llvm.func hidden unnamed_addr @vis_hidden() { llvm.return }
llvm.func protected local_unnamed_addr @vis_protected() attributes {dso_local} { llvm.return }
llvm.func internal default @vis_default() { llvm.return }
llvm.func hidden fastcc @vis_cconv()

// The poison-generating flags of MLIR 19 and later are dropped; inbounds
// stays.
// CHECK-LABEL: llvm.func @flags
// CHECK-NEXT: llvm.zext %arg1 : i32 to i64
// CHECK-NEXT: llvm.uitofp %arg1 : i32 to f64
// CHECK-NEXT: llvm.or %arg1, %arg1  : i32
// CHECK-NEXT: llvm.trunc %arg2 : i64 to i32
// CHECK-NEXT: llvm.getelementptr inbounds %arg0[%arg2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: llvm.getelementptr inbounds %arg0[1] : (!llvm.ptr) -> !llvm.ptr, i32
// CHECK-NEXT: llvm.getelementptr %arg0[%arg2, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.getelementptr %arg0[2] : (!llvm.ptr) -> !llvm.ptr, i8
llvm.func @flags(%p: !llvm.ptr, %a: i32, %i: i64) {
  %0 = llvm.zext nneg %a : i32 to i64
  %1 = llvm.uitofp nneg %a : i32 to f64
  %2 = llvm.or disjoint %a, %a : i32
  %3 = llvm.trunc %i overflow<nsw, nuw> : i64 to i32
  %4 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %5 = llvm.getelementptr inbounds|nuw %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %6 = llvm.getelementptr nusw %p[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %7 = llvm.getelementptr nusw|nuw %p[2] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// Atomic loads and stores (MLIR 17+): MLIR 16's have no atomic clause, so
// the ordering and sync scope print as the attributes strata-translate
// emits `load atomic`/`store atomic` from (mlir-opt-16 keeps them).
// CHECK-LABEL: llvm.func @atomics
// CHECK-NEXT: llvm.load %arg0 {alignment = 4 : i64, ordering = 2 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.load volatile %arg0 {alignment = 8 : i64, ordering = 4 : i64, syncscope = "agent"} : !llvm.ptr -> i64
// CHECK-NEXT: llvm.store %arg1, %arg0 {alignment = 4 : i64, ordering = 5 : i64} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store volatile %arg1, %arg0 {alignment = 4 : i64, ordering = 7 : i64, syncscope = "singlethread"} : i32, !llvm.ptr
// CHECK-NEXT: llvm.load %arg0 {alignment = 8 : i64, ordering = 1 : i64} : !llvm.ptr -> f64
llvm.func @atomics(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %1 = llvm.load volatile %p atomic syncscope("agent") acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.store %v, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %v, %p atomic syncscope("singlethread") seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
  %2 = "llvm.load"(%p) <{alignment = 8 : i64, ordering = 1 : i64}> : (!llvm.ptr) -> f64
  llvm.return
}

// memcpy and memset with volatility as an attribute (MLIR 18+): MLIR 16
// takes it as an i1 operand, so the flag becomes a constant before the op.
// CHECK-LABEL: llvm.func @mem
// CHECK-NEXT: %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: "llvm.intr.memcpy"(%arg0, %arg1, %arg2, %[[F]]) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
// CHECK-NEXT: %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT: "llvm.intr.memset"(%arg0, %arg3, %arg2, %[[T]]) : (!llvm.ptr, i8, i64, i1) -> ()
// CHECK-NEXT: %[[F2:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: "llvm.intr.memcpy"(%arg0, %arg1, %arg2, %[[F2]]) {arg_attrs = [{llvm.align = 1 : i64}, {llvm.align = 8 : i64}, {}]} : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
llvm.func @mem(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64, %b: i8) {
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%d, %b, %n) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
  "llvm.intr.memcpy"(%d, %s, %n) <{arg_attrs = [{llvm.align = 1 : i64}, {llvm.align = 8 : i64}, {}], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}

// Lifetime markers, the same in MLIR 16 and later (the size an attribute).
// LLVM 22's have no size and cover the whole object: size -1, custom and
// generic form.
// CHECK-LABEL: llvm.func @lifetime
// CHECK-NEXT: llvm.intr.lifetime.start 16, %arg0 : !llvm.ptr
// CHECK-NEXT: llvm.intr.lifetime.end 16, %arg0 : !llvm.ptr
// CHECK-NEXT: llvm.intr.lifetime.start -1, %arg0 : !llvm.ptr
// CHECK-NEXT: llvm.intr.lifetime.end -1, %arg0 : !llvm.ptr
// CHECK-NEXT: llvm.intr.lifetime.end -1, %arg0 : !llvm.ptr
llvm.func @lifetime(%p: !llvm.ptr) {
  llvm.intr.lifetime.start 16, %p : !llvm.ptr
  llvm.intr.lifetime.end 16, %p : !llvm.ptr
  llvm.intr.lifetime.start %p : !llvm.ptr
  llvm.intr.lifetime.end %p : !llvm.ptr
  "llvm.intr.lifetime.end"(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// Parameter attributes in the callee's type (MLIR 20+) that promise
// something are kept as upstream stores them, arg_attrs and res_attrs:
// MLIR 16's attribute dictionary (mlir-opt-16 keeps them, nothing emits
// them). Those that change how values are passed are refused
// (upstream-syntax-errors.mlir).
// CHECK-LABEL: llvm.func @param_attrs
// CHECK-NEXT: llvm.call @h(%arg0, %arg1) {arg_attrs = [{llvm.align = 8 : i64, llvm.dereferenceable = 112 : i64, llvm.nonnull, llvm.noundef}, {llvm.noundef}], res_attrs = [{llvm.signext}]} : (!llvm.ptr, i16) -> i16
// CHECK-NEXT: llvm.call %arg2(%arg0, %{{.*}}) {arg_attrs = [{llvm.noalias, llvm.nocapture, llvm.readonly}, {}]} : (!llvm.ptr, i16) -> i16
// CHECK-NEXT: llvm.call @h(%arg0, %{{.*}}) {res_attrs = [{llvm.noundef, llvm.zeroext}]} : (!llvm.ptr, i16) -> i16
// CHECK-NEXT: llvm.call @h(%arg0, %{{.*}}) : (!llvm.ptr, i16) -> i16
llvm.func @h(!llvm.ptr, i16) -> i16
llvm.func @param_attrs(%p: !llvm.ptr, %x: i16, %fp: !llvm.ptr) -> i16 {
  %0 = llvm.call @h(%p, %x) : (!llvm.ptr {llvm.align = 8 : i64, llvm.dereferenceable = 112 : i64, llvm.nonnull, llvm.noundef}, i16 {llvm.noundef}) -> (i16 {llvm.signext})
  %1 = llvm.call tail %fp(%p, %0) : !llvm.ptr, (!llvm.ptr {llvm.noalias, llvm.nocapture, llvm.readonly}, i16) -> i16
  %2 = "llvm.call"(%p, %1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @h, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, res_attrs = [{llvm.noundef, llvm.zeroext}]}> : (!llvm.ptr, i16) -> i16
  %3 = llvm.call @h(%p, %2) : (!llvm.ptr {}, i16) -> (i16)
  llvm.return %3 : i16
}

// memcpy.inline: MLIR 16 takes the length and the flag as operands,
// later MLIR as attributes (len's type the length's); each attribute
// becomes a constant before the op.
// CHECK-LABEL: llvm.func @memcpy_inline
// CHECK-NEXT: %[[C:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: "llvm.intr.memcpy.inline"(%arg0, %arg1, %[[C]], %[[F]]) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
// CHECK-NEXT: %[[L:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT: "llvm.intr.memcpy.inline"(%arg0, %arg1, %[[L]], %[[T]]) : (!llvm.ptr, !llvm.ptr, i32, i1) -> ()
llvm.func @memcpy_inline(%d: !llvm.ptr, %s: !llvm.ptr) {
  %n = llvm.mlir.constant(4 : i64) : i64
  %f = llvm.mlir.constant(false) : i1
  "llvm.intr.memcpy.inline"(%d, %s, %n, %f) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  "llvm.intr.memcpy.inline"(%d, %s) <{isVolatile = true, len = 16 : i32}> : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}
