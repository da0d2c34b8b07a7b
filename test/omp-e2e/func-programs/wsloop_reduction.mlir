// wsloop_reduction at the func level: programs/wsloop_reduction.mlir
// written with func and arith (&& and || as i1 logic on the int values),
// the reduction variables llvm.alloca'd, memory as llvm ops on !llvm.ptr.
// The reductions are those of programs/wsloop_reduction.mlir. It prints the
// same lines, so programs/wsloop_reduction.c and its CHECK lines apply.

llvm.mlir.global internal constant @l_sum("static: 1000 + sum of i*i, i in [1, 20]\00") : !llvm.array<40 x i8>
llvm.mlir.global internal constant @l_prod("static: 2 * product of i, i in [1, 20]\00") : !llvm.array<39 x i8>
llvm.mlir.global internal constant @l_min("static: min of (37i mod 23) - 11\00") : !llvm.array<33 x i8>
llvm.mlir.global internal constant @l_max("static: max of (37i mod 23) - 11\00") : !llvm.array<33 x i8>
llvm.mlir.global internal constant @l_and("static: && of i > 0\00") : !llvm.array<20 x i8>
llvm.mlir.global internal constant @l_or("static: || of i == 13\00") : !llvm.array<22 x i8>
llvm.mlir.global internal constant @l_total("dynamic: sum of i, i in [0, 1000)\00") : !llvm.array<34 x i8>
llvm.mlir.global internal constant @l_and2("dynamic: && of i != 777\00") : !llvm.array<24 x i8>
llvm.mlir.global internal constant @l_or2("dynamic: || of i < 0\00") : !llvm.array<21 x i8>

// void report_int(const char *, long)
func.func private @report_int(!llvm.ptr, i64)

omp.declare_reduction @add_i64 : i64 init {
^bb0(%orig: i64):
  %0 = arith.constant 0 : i64
  omp.yield(%0 : i64)
} combiner {
^bb0(%a: i64, %b: i64):
  %r = arith.addi %a, %b : i64
  omp.yield(%r : i64)
}

omp.declare_reduction @mul_i64 : i64 init {
^bb0(%orig: i64):
  %1 = arith.constant 1 : i64
  omp.yield(%1 : i64)
} combiner {
^bb0(%a: i64, %b: i64):
  %r = arith.muli %a, %b : i64
  omp.yield(%r : i64)
}

omp.declare_reduction @min_i32 : i32 init {
^bb0(%orig: i32):
  %max = arith.constant 2147483647 : i32
  omp.yield(%max : i32)
} combiner {
^bb0(%a: i32, %b: i32):
  %r = arith.minsi %a, %b : i32
  omp.yield(%r : i32)
}

omp.declare_reduction @max_i32 : i32 init {
^bb0(%orig: i32):
  %min = arith.constant -2147483648 : i32
  omp.yield(%min : i32)
} combiner {
^bb0(%a: i32, %b: i32):
  %r = arith.maxsi %a, %b : i32
  omp.yield(%r : i32)
}

// &&: (a != 0) & (b != 0), as an int.
omp.declare_reduction @land_i32 : i32 init {
^bb0(%orig: i32):
  %1 = arith.constant 1 : i32
  omp.yield(%1 : i32)
} combiner {
^bb0(%a: i32, %b: i32):
  %0 = arith.constant 0 : i32
  %an = arith.cmpi ne, %a, %0 : i32
  %bn = arith.cmpi ne, %b, %0 : i32
  %both = arith.andi %an, %bn : i1
  %r = arith.extui %both : i1 to i32
  omp.yield(%r : i32)
}

// ||: (a != 0) | (b != 0), as an int.
omp.declare_reduction @lor_i32 : i32 init {
^bb0(%orig: i32):
  %0 = arith.constant 0 : i32
  omp.yield(%0 : i32)
} combiner {
^bb0(%a: i32, %b: i32):
  %0 = arith.constant 0 : i32
  %an = arith.cmpi ne, %a, %0 : i32
  %bn = arith.cmpi ne, %b, %0 : i32
  %either = arith.ori %an, %bn : i1
  %r = arith.extui %either : i1 to i32
  omp.yield(%r : i32)
}

func.func private @print64(%label: !llvm.ptr, %p: !llvm.ptr) {
  %v = llvm.load %p : !llvm.ptr -> i64
  func.call @report_int(%label, %v) : (!llvm.ptr, i64) -> ()
  return
}

func.func private @print32(%label: !llvm.ptr, %p: !llvm.ptr) {
  %v = llvm.load %p : !llvm.ptr -> i32
  %v64 = arith.extsi %v : i32 to i64
  func.call @report_int(%label, %v64) : (!llvm.ptr, i64) -> ()
  return
}

// v = a || b, as C computes it on ints (0 or 1).
func.func private @lor(%a: i32, %b: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %an = arith.cmpi ne, %a, %c0 : i32
  %r = arith.ori %an, %b : i1
  %ri = arith.extui %r : i1 to i32
  return %ri : i32
}

// v = a && b, as C computes it on ints (0 or 1).
func.func private @land(%a: i32, %b: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %an = arith.cmpi ne, %a, %c0 : i32
  %r = arith.andi %an, %b : i1
  %ri = arith.extui %r : i1 to i32
  return %ri : i32
}

func.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %sum = llvm.alloca %one x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %prod = llvm.alloca %one x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %lo = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %hi = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %all = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %any = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %total = llvm.alloca %one x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %all2 = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %any2 = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c1000 = arith.constant 1000 : i64
  %c2l = arith.constant 2 : i64
  %c0l = arith.constant 0 : i64
  %cp1000 = arith.constant 1000 : i32
  %cm1000 = arith.constant -1000 : i32
  llvm.store %c1000, %sum : i64, !llvm.ptr
  llvm.store %c2l, %prod : i64, !llvm.ptr
  llvm.store %cp1000, %lo : i32, !llvm.ptr
  llvm.store %cm1000, %hi : i32, !llvm.ptr
  llvm.store %c1, %all : i32, !llvm.ptr
  llvm.store %c0, %any : i32, !llvm.ptr
  %nt = arith.constant 4 : i32
  %i1 = arith.constant 1 : i32
  %i20 = arith.constant 20 : i32

  // for (int i = 1; i <= 20; i++), schedule(static)
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(static) reduction(@add_i64 %sum -> %psum, @mul_i64 %prod -> %pprod, @min_i32 %lo -> %plo, @max_i32 %hi -> %phi, @land_i32 %all -> %pall, @lor_i32 %any -> %pany : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
      omp.loop_nest (%i) : i32 = (%i1) to (%i20) inclusive step (%i1) {
        %il = arith.extsi %i : i32 to i64
        // int v = (i * 37) % 23 - 11;
        %k37 = arith.constant 37 : i32
        %k23 = arith.constant 23 : i32
        %k11 = arith.constant 11 : i32
        %i37 = arith.muli %i, %k37 : i32
        %m = arith.remsi %i37, %k23 : i32
        %v = arith.subi %m, %k11 : i32
        // sum += i * i;
        %ii = arith.muli %i, %i : i32
        %iil = arith.extsi %ii : i32 to i64
        %s = llvm.load %psum : !llvm.ptr -> i64
        %s2 = arith.addi %s, %iil : i64
        llvm.store %s2, %psum : i64, !llvm.ptr
        // prod *= i;
        %p = llvm.load %pprod : !llvm.ptr -> i64
        %p2 = arith.muli %p, %il : i64
        llvm.store %p2, %pprod : i64, !llvm.ptr
        // lo = v < lo ? v : lo;  hi = v > hi ? v : hi;
        %l = llvm.load %plo : !llvm.ptr -> i32
        %vlt = arith.cmpi slt, %v, %l : i32
        %l2 = arith.select %vlt, %v, %l : i32
        llvm.store %l2, %plo : i32, !llvm.ptr
        %h = llvm.load %phi : !llvm.ptr -> i32
        %vgt = arith.cmpi sgt, %v, %h : i32
        %h2 = arith.select %vgt, %v, %h : i32
        llvm.store %h2, %phi : i32, !llvm.ptr
        // all = all && i > 0;  any = any || i == 13;
        %k0 = arith.constant 0 : i32
        %k13 = arith.constant 13 : i32
        %pos = arith.cmpi sgt, %i, %k0 : i32
        %a = llvm.load %pall : !llvm.ptr -> i32
        %a2 = func.call @land(%a, %pos) : (i32, i1) -> i32
        llvm.store %a2, %pall : i32, !llvm.ptr
        %is13 = arith.cmpi eq, %i, %k13 : i32
        %y = llvm.load %pany : !llvm.ptr -> i32
        %y2 = func.call @lor(%y, %is13) : (i32, i1) -> i32
        llvm.store %y2, %pany : i32, !llvm.ptr
        omp.yield
      }
    }
    omp.terminator
  }
  %l1 = llvm.mlir.addressof @l_sum : !llvm.ptr
  func.call @print64(%l1, %sum) : (!llvm.ptr, !llvm.ptr) -> ()
  %l2 = llvm.mlir.addressof @l_prod : !llvm.ptr
  func.call @print64(%l2, %prod) : (!llvm.ptr, !llvm.ptr) -> ()
  %l3 = llvm.mlir.addressof @l_min : !llvm.ptr
  func.call @print32(%l3, %lo) : (!llvm.ptr, !llvm.ptr) -> ()
  %l4 = llvm.mlir.addressof @l_max : !llvm.ptr
  func.call @print32(%l4, %hi) : (!llvm.ptr, !llvm.ptr) -> ()
  %l5 = llvm.mlir.addressof @l_and : !llvm.ptr
  func.call @print32(%l5, %all) : (!llvm.ptr, !llvm.ptr) -> ()
  %l6 = llvm.mlir.addressof @l_or : !llvm.ptr
  func.call @print32(%l6, %any) : (!llvm.ptr, !llvm.ptr) -> ()

  // for (int i = 0; i < 1000; i++), schedule(dynamic, 3)
  llvm.store %c0l, %total : i64, !llvm.ptr
  llvm.store %c1, %all2 : i32, !llvm.ptr
  llvm.store %c0, %any2 : i32, !llvm.ptr
  %i0 = arith.constant 0 : i32
  %i3 = arith.constant 3 : i32
  %i1000 = arith.constant 1000 : i32
  omp.parallel num_threads(%nt : i32) {
    omp.wsloop schedule(dynamic = %i3 : i32) reduction(@add_i64 %total -> %ptotal, @land_i32 %all2 -> %pall2, @lor_i32 %any2 -> %pany2 : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
      omp.loop_nest (%i) : i32 = (%i0) to (%i1000) step (%i1) {
        %il = arith.extsi %i : i32 to i64
        %t = llvm.load %ptotal : !llvm.ptr -> i64
        %t2 = arith.addi %t, %il : i64
        llvm.store %t2, %ptotal : i64, !llvm.ptr
        %k0 = arith.constant 0 : i32
        %k777 = arith.constant 777 : i32
        %not777 = arith.cmpi ne, %i, %k777 : i32
        %a = llvm.load %pall2 : !llvm.ptr -> i32
        %a2 = func.call @land(%a, %not777) : (i32, i1) -> i32
        llvm.store %a2, %pall2 : i32, !llvm.ptr
        %neg = arith.cmpi slt, %i, %k0 : i32
        %y = llvm.load %pany2 : !llvm.ptr -> i32
        %y2 = func.call @lor(%y, %neg) : (i32, i1) -> i32
        llvm.store %y2, %pany2 : i32, !llvm.ptr
        omp.yield
      }
    }
    omp.terminator
  }
  %l7 = llvm.mlir.addressof @l_total : !llvm.ptr
  func.call @print64(%l7, %total) : (!llvm.ptr, !llvm.ptr) -> ()
  %l8 = llvm.mlir.addressof @l_and2 : !llvm.ptr
  func.call @print32(%l8, %all2) : (!llvm.ptr, !llvm.ptr) -> ()
  %l9 = llvm.mlir.addressof @l_or2 : !llvm.ptr
  func.call @print32(%l9, %any2) : (!llvm.ptr, !llvm.ptr) -> ()
  return %c0 : i32
}
