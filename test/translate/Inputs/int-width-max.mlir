// The widest integer LLVM 14 reads.
llvm.func @widest(%x: i8388608) -> i8388608 {
  llvm.return %x : i8388608
}
