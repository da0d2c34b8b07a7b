// The atomic constructs for libgomp and libomp (pmsis has none): read,
// write, update (one atomicrmw when the region is one such op of the old
// value, a compare-and-swap loop otherwise) and the three forms of
// capture (v = x then update, update then v = x, v = x then write).
// Memory orders map to LLVM orderings, relaxed or absent to monotonic.
//
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck %s
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck %s

// CHECK-LABEL: llvm.func @atomics(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: f64)
// read: an or of 0 returns the value.
// CHECK-NEXT: %[[Z:[0-9]+]] = llvm.mlir.constant(0 : i32)
// CHECK-NEXT: %[[R:[0-9]+]] = llvm.atomicrmw _or %arg0, %[[Z]] acquire
// CHECK-NEXT: llvm.store %[[R]], %arg1 : i32, !llvm.ptr
// write
// CHECK-NEXT: llvm.atomicrmw xchg %arg0, %arg3 seq_cst
// update x += k
// CHECK-NEXT: llvm.atomicrmw add %arg0, %arg3 monotonic
// update f *= d: no atomicrmw does it.
// CHECK-NEXT: %[[Z64:[0-9]+]] = llvm.mlir.constant(0 : i64)
// CHECK-NEXT: %[[FIRST:[0-9]+]] = llvm.atomicrmw _or %arg2, %[[Z64]] monotonic : !llvm.ptr, i64
// CHECK-NEXT: llvm.br ^bb1(%[[FIRST]] : i64)
// CHECK-NEXT: ^bb1(%[[CUR:[0-9]+]]: i64):
// CHECK-NEXT: %[[OLD:[0-9]+]] = llvm.bitcast %[[CUR]] : i64 to f64
// CHECK-NEXT: %[[NEW:[0-9]+]] = llvm.fmul %[[OLD]], %arg4
// CHECK-NEXT: %[[BITS:[0-9]+]] = llvm.bitcast %[[NEW]] : f64 to i64
// CHECK-NEXT: %[[PAIR:[0-9]+]] = llvm.cmpxchg %arg2, %[[CUR]], %[[BITS]] monotonic monotonic
// CHECK-NEXT: %[[SEEN:[0-9]+]] = llvm.extractvalue %[[PAIR]][0]
// CHECK-NEXT: %[[OK:[0-9]+]] = llvm.extractvalue %[[PAIR]][1]
// CHECK-NEXT: llvm.cond_br %[[OK]], ^bb2, ^bb1(%[[SEEN]] : i64)
// CHECK-NEXT: ^bb2:
// capture { v = x; x -= k }: v gets the old value.
// CHECK-NEXT: %[[O1:[0-9]+]] = llvm.atomicrmw sub %arg0, %arg3 monotonic
// CHECK-NEXT: llvm.store %[[O1]], %arg1
// capture { x = k ^ x; v = x }: v gets the new value.
// CHECK-NEXT: %[[O2:[0-9]+]] = llvm.atomicrmw _xor %arg0, %arg3 acq_rel
// CHECK-NEXT: %[[N2:[0-9]+]] = llvm.xor %arg3, %[[O2]]
// CHECK-NEXT: llvm.store %[[N2]], %arg1
// capture { v = x; x = k }
// CHECK-NEXT: %[[O3:[0-9]+]] = llvm.atomicrmw xchg %arg0, %arg3 monotonic
// CHECK-NEXT: llvm.store %[[O3]], %arg1
// CHECK-NEXT: llvm.return

module {
  llvm.func @atomics(%x: !llvm.ptr, %v: !llvm.ptr, %f: !llvm.ptr, %k: i32, %d: f64) {
    omp.atomic.read %v = %x memory_order(acquire) : !llvm.ptr, !llvm.ptr, i32
    omp.atomic.write %x = %k memory_order(seq_cst) : !llvm.ptr, i32
    omp.atomic.update %x : !llvm.ptr {
    ^bb0(%o: i32):
      %n = llvm.add %o, %k : i32
      omp.yield(%n : i32)
    }
    omp.atomic.update %f : !llvm.ptr {
    ^bb0(%o: f64):
      %n = llvm.fmul %o, %d : f64
      omp.yield(%n : f64)
    }
    omp.atomic.capture {
      omp.atomic.read %v = %x : !llvm.ptr, !llvm.ptr, i32
      omp.atomic.update %x : !llvm.ptr {
      ^bb0(%o: i32):
        %n = llvm.sub %o, %k : i32
        omp.yield(%n : i32)
      }
      omp.terminator
    }
    omp.atomic.capture memory_order(acq_rel) {
      omp.atomic.update %x : !llvm.ptr {
      ^bb0(%o: i32):
        %n = llvm.xor %k, %o : i32
        omp.yield(%n : i32)
      }
      omp.atomic.read %v = %x : !llvm.ptr, !llvm.ptr, i32
      omp.terminator
    }
    omp.atomic.capture {
      omp.atomic.read %v = %x : !llvm.ptr, !llvm.ptr, i32
      omp.atomic.write %x = %k : !llvm.ptr, i32
      omp.terminator
    }
    llvm.return
  }
}
