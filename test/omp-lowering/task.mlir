// Tasks for libgomp and libomp (pmsis has no tasking API): if, final,
// untied, firstprivate (copied when the task is created), shared
// pointers, depend (in, out, inout), taskwait and taskgroup.
//
// libgomp: GOMP_task(fn, data, cpyfn, size, align, if, flags, depend,
// priority, detach) with flags untied 1, final 2, depend 8 and the
// depend array {n, n_out, out addresses..., in addresses...}.
// libomp: __kmpc_omp_task_alloc and the captures copied into the task's
// shareds; __kmpc_omp_task, or __kmpc_omp_task_with_deps with
// kmp_depend_info {addr, len, flags (in 1, out/inout 3)}; a task whose if
// clause is false runs undeferred between __kmpc_omp_task_begin_if0 and
// __kmpc_omp_task_complete_if0, after __kmpc_omp_wait_deps.
//
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=GOMP %s
// RUN: strata-opt --omp-lower-runtime=iomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=IOMP %s
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck --check-prefix=SLOT %s

// GOMP-LABEL: llvm.func @tasks(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i1, %arg3: i32)
// GOMP: %[[DEPS2:[0-9]+]] = llvm.alloca %{{.*}} x !llvm.array<3 x ptr>
// GOMP: %[[DEPS1:[0-9]+]] = llvm.alloca %{{.*}} x !llvm.array<4 x ptr>
// Task 1: if(c) final(c): flags = 0 | (c ? 2 : 0).
// GOMP: %[[B1:[0-9]+]] = llvm.mlir.addressof @tasks.omp_task_entry :
// GOMP: %[[SIZE1:[0-9]+]] = llvm.mlir.constant(16 : i64)
// GOMP-NEXT: %[[ALIGN1:[0-9]+]] = llvm.mlir.constant(8 : i64)
// GOMP: %[[FINAL:[0-9]+]] = llvm.select %arg2,
// GOMP-NEXT: %[[FLAGS1:[0-9]+]] = llvm.or %{{.*}}, %[[FINAL]]
// GOMP: llvm.call @GOMP_task(%[[B1]], %[[ENV1:[0-9]+]], %{{.*}}, %[[SIZE1]], %[[ALIGN1]], %arg2, %[[FLAGS1]], %[[NODEP:[0-9]+]], %{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i1, i32, !llvm.ptr, i32, !llvm.ptr) -> ()
// Task 2: depend(out: a, in: b), firstprivate(b's value) read now.
// GOMP: %[[FPV:[0-9]+]] = llvm.load %arg1 : !llvm.ptr -> i32
// GOMP: llvm.store %[[FPV]],
// GOMP: %[[N:[0-9]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// GOMP-NEXT: %[[E0:[0-9]+]] = llvm.getelementptr %[[DEPS1]][0, 0]
// GOMP-NEXT: llvm.store %[[N]], %[[E0]]
// GOMP: %[[E2:[0-9]+]] = llvm.getelementptr %[[DEPS1]][0, 2]
// GOMP-NEXT: llvm.store %arg0, %[[E2]]
// GOMP-NEXT: %[[E3:[0-9]+]] = llvm.getelementptr %[[DEPS1]][0, 3]
// GOMP-NEXT: llvm.store %arg1, %[[E3]]
// GOMP: %[[TRUE:[0-9]+]] = llvm.mlir.constant(true)
// GOMP-NEXT: %[[DFLAG:[0-9]+]] = llvm.mlir.constant(8 : i32)
// GOMP: llvm.call @GOMP_task(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[TRUE]], %[[DFLAG]], %[[DEPS1]],
// Task 3: if(c) depend(inout: a) untied: flags 1 | 8.
// GOMP: %[[F3:[0-9]+]] = llvm.mlir.constant(9 : i32)
// GOMP: llvm.call @GOMP_task(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %arg2, %[[F3]], %[[DEPS2]],
// GOMP: llvm.call @GOMP_taskwait()
// GOMP-NEXT: llvm.call @GOMP_taskgroup_start()
// GOMP: llvm.call @GOMP_task(
// GOMP-NEXT: llvm.call @GOMP_taskgroup_end()
// The firstprivate task's body gets its own copy.
// GOMP: llvm.func internal @tasks.omp_task_entry.1(%arg0: !llvm.ptr {llvm.noalias})
// GOMP: %[[V:[0-9]+]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// GOMP: %[[COPY:[0-9]+]] = llvm.alloca %{{.*}} x i32
// GOMP-NEXT: llvm.store %[[V]], %[[COPY]]
// GOMP: llvm.call @work(%{{.*}}, %{{.*}})

// IOMP-LABEL: llvm.func @tasks(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i1, %arg3: i32)
// IOMP: %[[DEPS2:[0-9]+]] = llvm.alloca %{{.*}} x !llvm.array<1 x struct<(i64, i64, i8)>>
// IOMP: %[[DEPS1:[0-9]+]] = llvm.alloca %{{.*}} x !llvm.array<2 x struct<(i64, i64, i8)>>
// Task 1: tied (1) | final; if(c): deferred or undeferred.
// IOMP: %[[ENTRY:[0-9]+]] = llvm.mlir.addressof @tasks.omp_task_entry :
// IOMP: %[[G:[0-9]+]] = llvm.call @__kmpc_global_thread_num(%[[ID:[0-9]+]])
// IOMP: %[[FLAGS:[0-9]+]] = llvm.or
// IOMP-NEXT: %[[KSIZE:[0-9]+]] = llvm.mlir.constant(40 : i64)
// IOMP-NEXT: %[[T:[0-9]+]] = llvm.call @__kmpc_omp_task_alloc(%[[ID]], %[[G]], %[[FLAGS]], %[[KSIZE]], %{{.*}}, %[[ENTRY]]) : (!llvm.ptr, i32, i32, i64, i64, !llvm.ptr) -> !llvm.ptr
// IOMP-NEXT: %[[SH:[0-9]+]] = llvm.load %[[T]]
// IOMP: "llvm.intr.memcpy"(%[[SH]],
// IOMP-NEXT: llvm.cond_br %arg2, ^bb1, ^bb2
// IOMP: ^bb1:
// IOMP-NEXT: llvm.call @__kmpc_omp_task(%[[ID]], %[[G]], %[[T]])
// IOMP: ^bb2:
// IOMP-NEXT: llvm.call @__kmpc_omp_task_begin_if0(%[[ID]], %[[G]], %[[T]])
// IOMP-NEXT: llvm.call @tasks.omp_task_entry(%[[G]], %[[T]]) : (i32, !llvm.ptr) -> i32
// IOMP-NEXT: llvm.call @__kmpc_omp_task_complete_if0(%[[ID]], %[[G]], %[[T]])
// Task 2: depend(out: a, in: b).
// IOMP: %[[T2:[0-9]+]] = llvm.call @__kmpc_omp_task_alloc(
// IOMP: %[[A:[0-9]+]] = llvm.ptrtoint %arg0
// IOMP-NEXT: %[[A0:[0-9]+]] = llvm.getelementptr %[[DEPS1]][0, 0, 0]
// IOMP-NEXT: llvm.store %[[A]], %[[A0]] : i64
// IOMP: %[[OUT:[0-9]+]] = llvm.mlir.constant(3 : i8)
// IOMP-NEXT: %[[A2:[0-9]+]] = llvm.getelementptr %[[DEPS1]][0, 0, 2]
// IOMP-NEXT: llvm.store %[[OUT]], %[[A2]] : i8
// IOMP: %[[IN:[0-9]+]] = llvm.mlir.constant(1 : i8)
// IOMP-NEXT: %[[B2:[0-9]+]] = llvm.getelementptr %[[DEPS1]][0, 1, 2]
// IOMP-NEXT: llvm.store %[[IN]], %[[B2]] : i8
// IOMP-NEXT: %[[ND:[0-9]+]] = llvm.mlir.constant(2 : i32)
// IOMP: llvm.call @__kmpc_omp_task_with_deps(%{{.*}}, %{{.*}}, %[[T2]], %[[ND]], %[[DEPS1]], %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, !llvm.ptr, i32, !llvm.ptr, i32, !llvm.ptr) -> ()
// Task 3: if(c) depend(inout: a) untied (flags 0).
// IOMP: %[[UNTIED:[0-9]+]] = llvm.mlir.constant(0 : i32)
// IOMP-NEXT: llvm.mlir.constant(40 : i64)
// IOMP-NEXT: %[[T3:[0-9]+]] = llvm.call @__kmpc_omp_task_alloc(%{{.*}}, %{{.*}}, %[[UNTIED]],
// IOMP: llvm.cond_br %arg2, ^bb4, ^bb5
// IOMP: ^bb4:
// IOMP-NEXT: llvm.call @__kmpc_omp_task_with_deps(%{{.*}}, %{{.*}}, %[[T3]], %{{.*}}, %[[DEPS2]],
// IOMP: ^bb5:
// IOMP-NEXT: llvm.call @__kmpc_omp_wait_deps(%{{.*}}, %{{.*}}, %{{.*}}, %[[DEPS2]],
// IOMP-NEXT: llvm.call @__kmpc_omp_task_begin_if0(%{{.*}}, %{{.*}}, %[[T3]])
// IOMP-NEXT: llvm.call @tasks.omp_task_entry.2(
// IOMP-NEXT: llvm.call @__kmpc_omp_task_complete_if0(%{{.*}}, %{{.*}}, %[[T3]])
// IOMP: llvm.call @__kmpc_omp_taskwait(
// IOMP: llvm.call @__kmpc_taskgroup(%[[GID:[0-9]+]], %[[GG:[0-9]+]])
// IOMP: llvm.call @__kmpc_omp_task(
// IOMP-NEXT: llvm.call @__kmpc_end_taskgroup(%[[GID]], %[[GG]])
// SLOT-LABEL: llvm.func @spawn(
// SLOT-NEXT: llvm.mlir.constant(1 : i64)
// SLOT-NEXT: llvm.alloca %{{.*}} x !llvm.struct<(ptr, i32)>
// SLOT-NEXT: llvm.mlir.addressof @spawn.omp_outlined
// SLOT: llvm.func internal @spawn.omp_outlined(
// SLOT: llvm.alloca %{{.*}} x !llvm.struct<(ptr, i32)>
// SLOT-NEXT: llvm.mlir.addressof @spawn.omp_task_entry

// The task entry: i32 (i32 gtid, ptr task), the captures in the shareds.
// IOMP: llvm.func internal @tasks.omp_task_entry.1(%arg0: i32, %arg1: !llvm.ptr) -> i32
// IOMP-NEXT: %[[SHAREDS:[0-9]+]] = llvm.load %arg1
// IOMP-NEXT: llvm.getelementptr %[[SHAREDS]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>

module {
  llvm.func @work(!llvm.ptr, i32)
  omp.private {type = firstprivate} @fp_i32 : i32 copy {
  ^bb0(%src: !llvm.ptr, %dst: !llvm.ptr):
    %v = llvm.load %src : !llvm.ptr -> i32
    llvm.store %v, %dst : i32, !llvm.ptr
    omp.yield(%dst : !llvm.ptr)
  }
  llvm.func @tasks(%a: !llvm.ptr, %b: !llvm.ptr, %c: i1, %k: i32) {
    omp.task if(%c) final(%c) {
      llvm.call @work(%a, %k) : (!llvm.ptr, i32) -> ()
      omp.terminator
    }
    omp.task depend(taskdependout -> %a : !llvm.ptr, taskdependin -> %b : !llvm.ptr) private(@fp_i32 %b -> %p : !llvm.ptr) {
      llvm.call @work(%p, %k) : (!llvm.ptr, i32) -> ()
      omp.terminator
    }
    omp.task if(%c) depend(taskdependinout -> %a : !llvm.ptr) untied {
      llvm.call @work(%a, %k) : (!llvm.ptr, i32) -> ()
      omp.terminator
    }
    omp.taskwait
    omp.taskgroup {
      omp.task {
        llvm.call @work(%a, %k) : (!llvm.ptr, i32) -> ()
        omp.terminator
      }
      omp.terminator
    }
    llvm.return
  }
  // Each thread of the team creates a task: the task's environment is a
  // slot of the outlined parallel body (one per thread), not of @spawn.
  llvm.func @spawn(%a: !llvm.ptr, %k: i32) {
    omp.parallel {
      omp.task {
        llvm.call @work(%a, %k) : (!llvm.ptr, i32) -> ()
        omp.terminator
      }
      omp.terminator
    }
    llvm.return
  }
}
