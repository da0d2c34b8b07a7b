// Functions (linkage, calling convention, argument and result attributes,
// variadic declarations) and calls (direct, indirect, variadic).
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @abort() attributes {passthrough = ["noreturn"]}
llvm.func extern_weak @maybe(i32) -> i32
llvm.func @hidden() attributes {sym_visibility = "private"}
llvm.func internal @square(%arg0: i32) -> i32 attributes {passthrough = ["noinline", ["frame-pointer", "all"]]} {
  %0 = llvm.mul %arg0, %arg0 : i32
  llvm.return %0 : i32
}
llvm.func weak fastcc @attrs(%a: i32 {llvm.noundef}, %p: !llvm.ptr {llvm.noalias, llvm.nonnull}) -> (i32 {llvm.zeroext}) {
  llvm.return %a : i32
}
llvm.func private @priv() {
  llvm.return
}
llvm.func linkonce_odr @odr() -> f32 {
  %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
  llvm.return %0 : f32
}
llvm.mlir.global internal constant @fmt("%d\0A\00") {addr_space = 0 : i32}
llvm.func @main() -> i32 {
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %0 = llvm.call @square(%c5) : (i32) -> i32
  %1 = llvm.mlir.addressof @fmt : !llvm.ptr
  %2 = llvm.call @printf(%1, %0) : (!llvm.ptr, i32) -> i32
  %3 = llvm.call @printf(%1, %0, %c5) {fastmathFlags = #llvm.fastmath<fast>} : (!llvm.ptr, i32, i32) -> i32
  %4 = llvm.mlir.addressof @square : !llvm.ptr
  // MLIR 16 cannot read its own custom form of an indirect call with an
  // opaque pointer: the file spells those generically.
  %5 = "llvm.call"(%4, %c5) {fastmathFlags = #llvm.fastmath<none>} : (!llvm.ptr, i32) -> i32
  llvm.call @priv() : () -> ()
  %6 = llvm.mlir.addressof @priv : !llvm.ptr
  "llvm.call"(%6) {fastmathFlags = #llvm.fastmath<none>} : (!llvm.ptr) -> ()
  llvm.return %5 : i32
}
