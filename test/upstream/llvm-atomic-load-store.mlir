// Message passing with upstream's atomic loads and stores: a thread writes
// data, then publishes a flag with a release store; main spins on an
// acquire load of the flag and then reads the data.
// REQUIRES: opt, llc, gcc
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: strata-translate --mlir-to-llvmir %s | filecheck %s --check-prefix=IR
// RUN: %llvm-run | filecheck %s

// IR: store atomic i32 {{.*}} release, align 4
// IR: load atomic i32, i32* {{.*}} syncscope("singlethread") monotonic, align 4
// IR: load atomic i32, i32* {{.*}} acquire, align 4
// CHECK: data = 42, flag seen: 1

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @pthread_create(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
llvm.func @pthread_join(i64, !llvm.ptr) -> i32
llvm.mlir.global private constant @fmt("data = %d, flag seen: %d\0A\00") {addr_space = 0 : i32} : !llvm.array<26 x i8>
llvm.mlir.global internal @data(0 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global internal @flag(0 : i32) {addr_space = 0 : i32} : i32

llvm.func internal @producer(%arg: !llvm.ptr) -> !llvm.ptr {
  %d = llvm.mlir.addressof @data : !llvm.ptr
  %f = llvm.mlir.addressof @flag : !llvm.ptr
  %c42 = llvm.mlir.constant(42 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.store %c42, %d {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %c1, %f atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  %null = llvm.mlir.null : !llvm.ptr
  llvm.return %null : !llvm.ptr
}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %tid = llvm.alloca %one x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %null = llvm.mlir.null : !llvm.ptr
  %fn = llvm.mlir.addressof @producer : !llvm.ptr
  %rc = llvm.call @pthread_create(%tid, %null, %fn, %null) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  %f = llvm.mlir.addressof @flag : !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %peek = llvm.load %f atomic syncscope("singlethread") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.br ^spin(%c0 : i32)
^spin(%n: i32):
  %v = llvm.load %f atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %n1 = llvm.add %n, %c1 : i32
  %ready = llvm.icmp "eq" %v, %c1 : i32
  llvm.cond_br %ready, ^done, ^spin(%n1 : i32)
^done:
  %d = llvm.mlir.addressof @data : !llvm.ptr
  %x = llvm.load %d {alignment = 4 : i64} : !llvm.ptr -> i32
  %t = llvm.load %tid {alignment = 8 : i64} : !llvm.ptr -> i64
  %j = llvm.call @pthread_join(%t, %null) : (i64, !llvm.ptr) -> i32
  %ok = llvm.icmp "sge" %n1, %c1 : i32
  %oki = llvm.zext %ok : i1 to i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %x, %oki) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  llvm.return %c0 : i32
}
