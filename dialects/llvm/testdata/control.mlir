// Unstructured control flow: a loop summing 0..n-1, a switch, an
// unreachable block.
llvm.func @sum(%n: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1(%c0, %c0 : i32, i32)
^bb1(%i: i32, %acc: i32):
  %0 = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %0, ^bb2, ^bb3(%acc : i32)
^bb2:
  %1 = llvm.add %acc, %i : i32
  %2 = llvm.add %i, %c1 : i32
  llvm.br ^bb1(%2, %1 : i32, i32)
^bb3(%r: i32):
  llvm.return %r : i32
}
llvm.func @classify(%x: i32) -> i32 {
  llvm.switch %x : i32, ^bb1 [
    0: ^bb2,
    1: ^bb3(%x : i32),
    -1: ^bb3(%x : i32)
  ]
^bb1:
  %c = llvm.mlir.constant(-1 : i32) : i32
  llvm.return %c : i32
^bb2:
  llvm.unreachable
^bb3(%y: i32):
  llvm.switch %y : i32, ^bb4(%y : i32) [
  ]
^bb4(%z: i32):
  llvm.return %z : i32
}
