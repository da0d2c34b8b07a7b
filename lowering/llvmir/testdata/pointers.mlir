// Pointers of several precise types meeting in phis, selects, stores of
// pointers and calls: each is cast to i8* where it is used as a value.
module {
  llvm.mlir.global internal @g(7 : i64) : i64
  llvm.mlir.global internal @slot() : !llvm.ptr {
    %0 = llvm.mlir.null : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.func @use(!llvm.ptr) -> i64
  llvm.func @pick(%c: i1, %n: i64) -> i64 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.alloca %one x f64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %g = llvm.mlir.addressof @g : !llvm.ptr
    %s = llvm.select %c, %a, %g : i1, !llvm.ptr
    %slot = llvm.mlir.addressof @slot : !llvm.ptr
    llvm.store %s, %slot {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    llvm.cond_br %c, ^left, ^right
  ^left:
    %e = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, f64
    llvm.br ^join(%e : !llvm.ptr)
  ^right:
    llvm.br ^join(%g : !llvm.ptr)
  ^join(%p: !llvm.ptr):
    %r = llvm.call @use(%p) : (!llvm.ptr) -> i64
    %q = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %v = llvm.load %q : !llvm.ptr -> i64
    %w = llvm.load %q : !llvm.ptr -> i64
    %x = llvm.add %r, %v : i64
    %y = llvm.add %x, %w : i64
    %t = llvm.icmp "eq" %p, %q : !llvm.ptr
    llvm.cond_br %t, ^same, ^done(%y : i64)
  ^same:
    llvm.br ^done(%n : i64)
  ^done(%res: i64):
    llvm.return %res : i64
  }
  llvm.func @as1(%p: !llvm.ptr<1>) -> i32 {
    %v = llvm.load %p : !llvm.ptr<1> -> i32
    %q = llvm.addrspacecast %p : !llvm.ptr<1> to !llvm.ptr
    %w = llvm.load %q : !llvm.ptr -> i32
    %s = llvm.add %v, %w : i32
    llvm.return %s : i32
  }
}
