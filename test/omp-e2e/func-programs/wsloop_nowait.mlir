// wsloop_nowait at the func level: programs/wsloop_nowait.mlir written with
// func, arith and scf (the wait an scf.while, the count an scf.for), memory
// as llvm ops on !llvm.ptr. It prints the same lines, so
// programs/wsloop_nowait.c and its CHECK lines apply.

// static volatile int past_loop; static volatile int done[8];
llvm.mlir.global internal @past_loop(0 : i32) : i32
llvm.mlir.global internal @done(dense<0> : tensor<8xi32>) : !llvm.array<8 x i32>
llvm.mlir.global internal constant @l_snw("static nowait: iteration 0 saw a thread past the loop\00") : !llvm.array<54 x i8>
llvm.mlir.global internal constant @l_dnw("dynamic nowait: iteration 0 saw a thread past the loop\00") : !llvm.array<55 x i8>
llvm.mlir.global internal constant @l_bar("static without nowait: threads that saw all 8 iterations done\00") : !llvm.array<62 x i8>

func.func private @omp_get_thread_num() -> i32
func.func private @usleep(i32) -> i32
// void report_count(const char *, int *); void report_int(const char *, long)
func.func private @report_count(!llvm.ptr, !llvm.ptr)
func.func private @report_int(!llvm.ptr, i64)

// for (int n = 0; n < 20000 && !past_loop; n++) usleep(100); return past_loop;
func.func private @wait_for_another_thread() -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  %limit = arith.constant 20000 : i32
  %past = llvm.mlir.addressof @past_loop : !llvm.ptr
  %last = scf.while (%n = %c0) : (i32) -> i32 {
    %more = arith.cmpi slt, %n, %limit : i32
    %go = scf.if %more -> (i1) {
      %p = llvm.load volatile %past : !llvm.ptr -> i32
      %notyet = arith.cmpi eq, %p, %c0 : i32
      scf.yield %notyet : i1
    } else {
      %f = arith.constant false
      scf.yield %f : i1
    }
    scf.condition(%go) %n : i32
  } do {
  ^bb0(%n: i32):
    %r = func.call @usleep(%c100) : (i32) -> i32
    %n1 = arith.addi %n, %c1 : i32
    scf.yield %n1 : i32
  }
  %p = llvm.load volatile %past : !llvm.ptr -> i32
  return %p : i32
}

func.func private @print(%label: !llvm.ptr, %p: !llvm.ptr) {
  %v = llvm.load %p : !llvm.ptr -> i32
  %v64 = arith.extsi %v : i32 to i64
  func.call @report_int(%label, %v64) : (!llvm.ptr, i64) -> ()
  return
}

func.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %saw = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %saw_all = llvm.alloca %one x !llvm.array<16 x i32> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %past = llvm.mlir.addressof @past_loop : !llvm.ptr
  %nt2 = arith.constant 2 : i32
  %nt4 = arith.constant 4 : i32
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %i8 = arith.constant 8 : i32

  // for (i = 0; i < 2; i++) if (i == 0) saw = wait_for_another_thread();
  // with schedule(static) nowait; then past_loop = 1.
  llvm.store %c0, %saw : i32, !llvm.ptr
  omp.parallel num_threads(%nt2 : i32) {
    omp.wsloop schedule(static) nowait {
      omp.loop_nest (%i) : i32 = (%i0) to (%i2) step (%i1) {
        %first = arith.cmpi eq, %i, %c0 : i32
        scf.if %first {
          %s = func.call @wait_for_another_thread() : () -> i32
          llvm.store %s, %saw : i32, !llvm.ptr
        }
        omp.yield
      }
    }
    llvm.store volatile %c1, %past : i32, !llvm.ptr
    omp.terminator
  }
  %l1 = llvm.mlir.addressof @l_snw : !llvm.ptr
  func.call @print(%l1, %saw) : (!llvm.ptr, !llvm.ptr) -> ()

  // The same with schedule(dynamic) nowait.
  llvm.store volatile %c0, %past : i32, !llvm.ptr
  llvm.store %c0, %saw : i32, !llvm.ptr
  omp.parallel num_threads(%nt2 : i32) {
    omp.wsloop schedule(dynamic) nowait {
      omp.loop_nest (%i) : i32 = (%i0) to (%i2) step (%i1) {
        %first = arith.cmpi eq, %i, %c0 : i32
        scf.if %first {
          %s = func.call @wait_for_another_thread() : () -> i32
          llvm.store %s, %saw : i32, !llvm.ptr
        }
        omp.yield
      }
    }
    llvm.store volatile %c1, %past : i32, !llvm.ptr
    omp.terminator
  }
  %l2 = llvm.mlir.addressof @l_dnw : !llvm.ptr
  func.call @print(%l2, %saw) : (!llvm.ptr, !llvm.ptr) -> ()

  // Without nowait: for (i = 0; i < 8; i++) { if (i == 7) usleep(20000);
  // done[i] = 1; } then each thread counts the iterations done.
  %zeros = llvm.mlir.zero : !llvm.array<16 x i32>
  llvm.store %zeros, %saw_all : !llvm.array<16 x i32>, !llvm.ptr
  omp.parallel num_threads(%nt4 : i32) {
    %done = llvm.mlir.addressof @done : !llvm.ptr
    omp.wsloop schedule(static) {
      omp.loop_nest (%i) : i32 = (%i0) to (%i8) step (%i1) {
        %c7 = arith.constant 7 : i32
        %last = arith.cmpi eq, %i, %c7 : i32
        scf.if %last {
          %us = arith.constant 20000 : i32
          %r = func.call @usleep(%us) : (i32) -> i32
        }
        %slot = llvm.getelementptr %done[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<8 x i32>
        llvm.store volatile %c1, %slot : i32, !llvm.ptr
        omp.yield
      }
    }
    // int n = 0; for (int i = 0; i < 8; i++) n += done[i];
    %x0 = arith.constant 0 : index
    %x1 = arith.constant 1 : index
    %x8 = arith.constant 8 : index
    %n = scf.for %j = %x0 to %x8 step %x1 iter_args(%acc = %c0) -> (i32) {
      %ji = arith.index_cast %j : index to i32
      %slot = llvm.getelementptr %done[0, %ji] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<8 x i32>
      %d = llvm.load volatile %slot : !llvm.ptr -> i32
      %acc2 = arith.addi %acc, %d : i32
      scf.yield %acc2 : i32
    }
    %all = arith.cmpi eq, %n, %i8 : i32
    %alli = arith.extui %all : i1 to i32
    %t = func.call @omp_get_thread_num() : () -> i32
    %tslot = llvm.getelementptr %saw_all[0, %t] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<16 x i32>
    llvm.store %alli, %tslot : i32, !llvm.ptr
    omp.terminator
  }
  %l3 = llvm.mlir.addressof @l_bar : !llvm.ptr
  func.call @report_count(%l3, %saw_all) : (!llvm.ptr, !llvm.ptr) -> ()
  return %c0 : i32
}
