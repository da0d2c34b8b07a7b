// atomic at the func level: programs/atomic.mlir written with func, arith
// and scf (the atomics inside scf.for), the atomic variables llvm.alloca'd
// !llvm.ptrs, the values i64. It prints the same lines, so
// programs/atomic.c and its CHECK lines apply.

llvm.mlir.global internal constant @l_cnt("atomic update counter += 1, 4 x 10000\00") : !llvm.array<38 x i8>
llvm.mlir.global internal constant @l_down("atomic update down = down - 3, 4 x 10000\00") : !llvm.array<41 x i8>
llvm.mlir.global internal constant @l_dbl("atomic update doubled = doubled * 2, 4 x 10\00") : !llvm.array<44 x i8>
llvm.mlir.global internal constant @l_torn("atomic read: threads that saw a torn value\00") : !llvm.array<43 x i8>
llvm.mlir.global internal constant @l_last("atomic read after the region: a whole value\00") : !llvm.array<44 x i8>

func.func private @omp_get_thread_num() -> i32
// void report_count(const char *, int *); void report_int(const char *, long)
func.func private @report_count(!llvm.ptr, !llvm.ptr)
func.func private @report_int(!llvm.ptr, i64)

// Every value the writers store has eight equal bytes:
// return u == (u & 0xff) * 0x0101010101010101;
func.func private @whole(%u: i64) -> i32 {
  %ff = arith.constant 255 : i64
  %k = arith.constant 72340172838076673 : i64
  %low = arith.andi %u, %ff : i64
  %spread = arith.muli %low, %k : i64
  %eq = arith.cmpi eq, %u, %spread : i64
  %r = arith.extui %eq : i1 to i32
  return %r : i32
}

// return ((t * 64 + i) & 0xff) * 0x0101010101010101;
func.func private @pattern(%t: i32, %i: i32) -> i64 {
  %c64 = arith.constant 64 : i32
  %c255 = arith.constant 255 : i32
  %t64 = arith.muli %t, %c64 : i32
  %ti = arith.addi %t64, %i : i32
  %low = arith.andi %ti, %c255 : i32
  %lowu = arith.extui %low : i32 to i64
  %k = arith.constant 72340172838076673 : i64
  %v = arith.muli %lowu, %k : i64
  return %v : i64
}

func.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %counter = llvm.alloca %one x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %down = llvm.alloca %one x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %doubled = llvm.alloca %one x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %shared = llvm.alloca %one x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %torn = llvm.alloca %one x !llvm.array<16 x i32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %last = llvm.alloca %one x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %c0 = arith.constant 0 : i32
  %c0l = arith.constant 0 : i64
  %c1l = arith.constant 1 : i64
  %zeros = llvm.mlir.zero : !llvm.array<16 x i32>
  llvm.store %c0l, %counter : i64, !llvm.ptr
  llvm.store %c0l, %down : i64, !llvm.ptr
  llvm.store %c1l, %doubled : i64, !llvm.ptr
  llvm.store %c0l, %shared : i64, !llvm.ptr
  llvm.store %zeros, %torn : !llvm.array<16 x i32>, !llvm.ptr
  %nt = arith.constant 4 : i32
  omp.parallel num_threads(%nt : i32) {
    // Each thread's seen, a private local of the region.
    %seen = llvm.alloca %one x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
    %t = func.call @omp_get_thread_num() : () -> i32
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i10 = arith.constant 10 : index
    %i10000 = arith.constant 10000 : index
    // for (i = 0; i < 10000; i++) { atomic counter += 1; atomic down = down - 3; }
    scf.for %i = %i0 to %i10000 step %i1 {
      omp.atomic.update %counter : !llvm.ptr {
      ^bb0(%old: i64):
        %new = arith.addi %old, %c1l : i64
        omp.yield(%new : i64)
      }
      omp.atomic.update %down : !llvm.ptr {
      ^bb0(%old: i64):
        %three = arith.constant 3 : i64
        %new = arith.subi %old, %three : i64
        omp.yield(%new : i64)
      }
    }
    // for (i = 0; i < 10; i++) atomic doubled = doubled * 2;
    scf.for %i = %i0 to %i10 step %i1 {
      omp.atomic.update %doubled : !llvm.ptr {
      ^bb0(%old: i64):
        %two = arith.constant 2 : i64
        %new = arith.muli %old, %two : i64
        omp.yield(%new : i64)
      }
    }
    // for (i = 0; i < 10000; i++) { atomic write shared = pattern(t, i);
    //   atomic read seen = shared; torn[t] += !whole(seen); }
    scf.for %i = %i0 to %i10000 step %i1 {
      %iv = arith.index_cast %i : index to i32
      %v = func.call @pattern(%t, %iv) : (i32, i32) -> i64
      omp.atomic.write %shared = %v : !llvm.ptr, i64
      omp.atomic.read %seen = %shared : !llvm.ptr, !llvm.ptr, i64
      %sv = llvm.load %seen : !llvm.ptr -> i64
      %w = func.call @whole(%sv) : (i64) -> i32
      %c1 = arith.constant 1 : i32
      %bad = arith.xori %w, %c1 : i32
      %slot = llvm.getelementptr %torn[0, %t] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<16 x i32>
      %old = llvm.load %slot : !llvm.ptr -> i32
      %new = arith.addi %old, %bad : i32
      llvm.store %new, %slot : i32, !llvm.ptr
    }
    omp.terminator
  }
  omp.atomic.read %last = %shared : !llvm.ptr, !llvm.ptr, i64
  %l1 = llvm.mlir.addressof @l_cnt : !llvm.ptr
  %v1 = llvm.load %counter : !llvm.ptr -> i64
  func.call @report_int(%l1, %v1) : (!llvm.ptr, i64) -> ()
  %l2 = llvm.mlir.addressof @l_down : !llvm.ptr
  %v2 = llvm.load %down : !llvm.ptr -> i64
  func.call @report_int(%l2, %v2) : (!llvm.ptr, i64) -> ()
  %l3 = llvm.mlir.addressof @l_dbl : !llvm.ptr
  %v3 = llvm.load %doubled : !llvm.ptr -> i64
  func.call @report_int(%l3, %v3) : (!llvm.ptr, i64) -> ()
  %l4 = llvm.mlir.addressof @l_torn : !llvm.ptr
  func.call @report_count(%l4, %torn) : (!llvm.ptr, !llvm.ptr) -> ()
  %l5 = llvm.mlir.addressof @l_last : !llvm.ptr
  %lv = llvm.load %last : !llvm.ptr -> i64
  %lw = func.call @whole(%lv) : (i64) -> i32
  %lw64 = arith.extsi %lw : i32 to i64
  func.call @report_int(%l5, %lw64) : (!llvm.ptr, i64) -> ()
  return %c0 : i32
}
