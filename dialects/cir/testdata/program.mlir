// A realistic C program in cir: a struct, a global table, a string
// literal, loops with break and continue, a switch, a ternary, and varargs
// calls to printf.
//
//   struct point { int x; double y; };
//   static const char fmt[] = "%d %f\n";
//   int table[16];
//   int classify(int v) { switch (v) { case 1: return 10; case 2: case 3: return 20; default: return 0; } }
//   int main(void) {
//     struct point p;
//     for (int i = 0; i < 16; i++) { if (i == 3) continue; if (i > 10) break; table[i] = i * i; }
//     p.x = table[4]; p.y = 2.5;
//     printf(fmt, p.x > 10 ? classify(2) : 0, p.y);
//     return 0;
//   }

cir.global internal constant @fmt = #cir.const_array<"%d %f\0A\00"> : !cir.array<!cir.int<s, 8> x 7>
cir.global external @table : !cir.array<!cir.int<s, 32> x 16>
cir.func private @printf(!cir.ptr<!cir.int<s, 8>>, ...) -> !cir.int<s, 32>

cir.func @classify(%arg0: !cir.int<s, 32>) -> !cir.int<s, 32> {
  cir.switch (%arg0 : !cir.int<s, 32>) [
  case (equal, 1) {
    %0 = cir.const #cir.int<10> : !cir.int<s, 32>
    cir.return %0 : !cir.int<s, 32>
  },
  case (anyof, [2, 3] : !cir.int<s, 32>) {
    %0 = cir.const #cir.int<20> : !cir.int<s, 32>
    cir.return %0 : !cir.int<s, 32>
  },
  case (default) {
    cir.break
  }
  ]
  %1 = cir.const #cir.int<0> : !cir.int<s, 32>
  cir.return %1 : !cir.int<s, 32>
}

cir.func @main() -> !cir.int<s, 32> {
  %p = cir.alloca !cir.struct<struct "point" {!cir.int<s, 32>, !cir.double}>, !cir.ptr<!cir.struct<struct "point" {!cir.int<s, 32>, !cir.double}>>, ["p"] {alignment = 8 : i64}
  cir.scope {
    %i = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
    %zero = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.store %zero, %i : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %iv = cir.load %i : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %n = cir.const #cir.int<16> : !cir.int<s, 32>
      %lt = cir.cmp(lt, %iv, %n) : !cir.int<s, 32>, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %three = cir.const #cir.int<3> : !cir.int<s, 32>
      %eq = cir.cmp(eq, %iv, %three) : !cir.int<s, 32>, !cir.bool
      cir.if %eq {
        cir.continue
      }
      %ten = cir.const #cir.int<10> : !cir.int<s, 32>
      %gt = cir.cmp(gt, %iv, %ten) : !cir.int<s, 32>, !cir.bool
      cir.if %gt {
        cir.break
      }
      %sq = cir.binop(mul, %iv, %iv) : !cir.int<s, 32>
      %t = cir.get_global @table : !cir.ptr<!cir.array<!cir.int<s, 32> x 16>>
      %t0 = cir.cast(array_to_ptrdecay, %t : !cir.ptr<!cir.array<!cir.int<s, 32> x 16>>), !cir.ptr<!cir.int<s, 32>>
      %slot = cir.ptr_stride(%t0 : !cir.ptr<!cir.int<s, 32>>, %iv : !cir.int<s, 32>), !cir.ptr<!cir.int<s, 32>>
      cir.store %sq, %slot : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    } step {
      %iv = cir.load %i : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %next = cir.unary(inc, %iv) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %next, %i : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
  }
  %t = cir.get_global @table : !cir.ptr<!cir.array<!cir.int<s, 32> x 16>>
  %t0 = cir.cast(array_to_ptrdecay, %t : !cir.ptr<!cir.array<!cir.int<s, 32> x 16>>), !cir.ptr<!cir.int<s, 32>>
  %four = cir.const #cir.int<4> : !cir.int<s, 64>
  %slot = cir.ptr_stride(%t0 : !cir.ptr<!cir.int<s, 32>>, %four : !cir.int<s, 64>), !cir.ptr<!cir.int<s, 32>>
  %v = cir.load %slot : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  %px = cir.get_member %p[0] {name = "x"} : !cir.ptr<!cir.struct<struct "point" {!cir.int<s, 32>, !cir.double}>> -> !cir.ptr<!cir.int<s, 32>>
  cir.store %v, %px : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
  %py = cir.get_member %p[1] {name = "y"} : !cir.ptr<!cir.struct<struct "point" {!cir.int<s, 32>, !cir.double}>> -> !cir.ptr<!cir.double>
  %y = cir.const #cir.fp<2.500000e+00> : !cir.double
  cir.store %y, %py : !cir.double, !cir.ptr<!cir.double>
  %x = cir.load %px : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  %ten = cir.const #cir.int<10> : !cir.int<s, 32>
  %big = cir.cmp(gt, %x, %ten) : !cir.int<s, 32>, !cir.bool
  %arg = cir.ternary(%big, true {
    %two = cir.const #cir.int<2> : !cir.int<s, 32>
    %c = cir.call @classify(%two) : (!cir.int<s, 32>) -> !cir.int<s, 32>
    cir.yield %c : !cir.int<s, 32>
  }, false {
    %z = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.yield %z : !cir.int<s, 32>
  }) : (!cir.bool) -> !cir.int<s, 32>
  %yv = cir.load %py : !cir.ptr<!cir.double>, !cir.double
  %f = cir.get_global @fmt : !cir.ptr<!cir.array<!cir.int<s, 8> x 7>>
  %f0 = cir.cast(array_to_ptrdecay, %f : !cir.ptr<!cir.array<!cir.int<s, 8> x 7>>), !cir.ptr<!cir.int<s, 8>>
  %n = cir.call @printf(%f0, %arg, %yv) : (!cir.ptr<!cir.int<s, 8>>, !cir.int<s, 32>, !cir.double) -> !cir.int<s, 32>
  %ret = cir.const #cir.int<0> : !cir.int<s, 32>
  cir.return %ret : !cir.int<s, 32>
}
