// Functions and calls of every shape, and the structured statements:
// nested loops over a 2-D array, do-while, switch with fallthrough,
// ternaries with and without a value, early returns.
cir.func private @printf(!cir.ptr<!cir.int<s, 8>>, ...) -> !cir.int<s, 32>
cir.func private @abort()
cir.func internal @square(%arg0: !cir.double) -> !cir.double attributes {inline_hint} {
  %0 = cir.binop(mul, %arg0, %arg0) : !cir.double
  cir.return %0 : !cir.double
}
cir.func @variadic_definition(%arg0: !cir.int<s, 32>, ...) {
  cir.return
}

// double trace(double m[4][4]) { double t = 0; for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) if (i == j) t += m[i][j]; return t; }
cir.func @trace(%arg0: !cir.ptr<!cir.array<!cir.double x 4>>) -> !cir.double {
  %t = cir.alloca !cir.double, !cir.ptr<!cir.double>, ["t"]
  %z = cir.const #cir.fp<0.000000e+00> : !cir.double
  cir.store %z, %t : !cir.double, !cir.ptr<!cir.double>
  %i = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"]
  %j = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"]
  %c0 = cir.const #cir.int<0> : !cir.int<s, 32>
  %c4 = cir.const #cir.int<4> : !cir.int<s, 32>
  cir.store %c0, %i : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
  cir.for : cond {
    %iv = cir.load %i : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %lt = cir.cmp(lt, %iv, %c4) : !cir.int<s, 32>, !cir.bool
    cir.condition(%lt)
  } body {
    cir.store %c0, %j : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %jv = cir.load %j : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %lt = cir.cmp(lt, %jv, %c4) : !cir.int<s, 32>, !cir.bool
      cir.condition(%lt)
    } body {
      %iv = cir.load %i : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %jv = cir.load %j : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %diag = cir.cmp(eq, %iv, %jv) : !cir.int<s, 32>, !cir.bool
      cir.if %diag {
        %row = cir.ptr_stride(%arg0 : !cir.ptr<!cir.array<!cir.double x 4>>, %iv : !cir.int<s, 32>), !cir.ptr<!cir.array<!cir.double x 4>>
        %row0 = cir.cast(array_to_ptrdecay, %row : !cir.ptr<!cir.array<!cir.double x 4>>), !cir.ptr<!cir.double>
        %elem = cir.ptr_stride(%row0 : !cir.ptr<!cir.double>, %jv : !cir.int<s, 32>), !cir.ptr<!cir.double>
        %e = cir.load %elem : !cir.ptr<!cir.double>, !cir.double
        %acc = cir.load %t : !cir.ptr<!cir.double>, !cir.double
        %sum = cir.binop(add, %acc, %e) : !cir.double
        cir.store %sum, %t : !cir.double, !cir.ptr<!cir.double>
      }
    } step {
      %jv = cir.load %j : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %n = cir.unary(inc, %jv) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %n, %j : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
  } step {
    %iv = cir.load %i : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %n = cir.unary(inc, %iv) : !cir.int<s, 32>, !cir.int<s, 32>
    cir.store %n, %i : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
  }
  %r = cir.load %t : !cir.ptr<!cir.double>, !cir.double
  cir.return %r : !cir.double
}

// int digits(unsigned n) { int d = 0; do { d++; n /= 10; } while (n != 0); return d; }
cir.func @digits(%arg0: !cir.int<u, 32>) -> !cir.int<s, 32> {
  %n = cir.alloca !cir.int<u, 32>, !cir.ptr<!cir.int<u, 32>>, ["n"]
  %d = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["d"]
  cir.store %arg0, %n : !cir.int<u, 32>, !cir.ptr<!cir.int<u, 32>>
  %c0 = cir.const #cir.int<0> : !cir.int<s, 32>
  cir.store %c0, %d : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
  cir.do {
    %dv = cir.load %d : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %dn = cir.unary(inc, %dv) : !cir.int<s, 32>, !cir.int<s, 32>
    cir.store %dn, %d : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    %nv = cir.load %n : !cir.ptr<!cir.int<u, 32>>, !cir.int<u, 32>
    %ten = cir.const #cir.int<10> : !cir.int<u, 32>
    %q = cir.binop(div, %nv, %ten) : !cir.int<u, 32>
    cir.store %q, %n : !cir.int<u, 32>, !cir.ptr<!cir.int<u, 32>>
  } while {
    %nv = cir.load %n : !cir.ptr<!cir.int<u, 32>>, !cir.int<u, 32>
    %zero = cir.const #cir.int<0> : !cir.int<u, 32>
    %ne = cir.cmp(ne, %nv, %zero) : !cir.int<u, 32>, !cir.bool
    cir.condition(%ne)
  }
  %r = cir.load %d : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  cir.return %r : !cir.int<s, 32>
}

// A switch whose first case falls through into the second, with a
// negative case value and an empty case list on an unsigned byte.
cir.func @switches(%arg0: !cir.int<s, 64>, %arg1: !cir.int<u, 8>, %out: !cir.ptr<!cir.int<s, 64>>) {
  cir.switch (%arg0 : !cir.int<s, 64>) [
  case (equal, -1) {
    cir.store %arg0, %out : !cir.int<s, 64>, !cir.ptr<!cir.int<s, 64>>
  },
  case (anyof, [0, 9223372036854775807] : !cir.int<s, 64>) {
    cir.break
  },
  case (default) {
    cir.return
  }
  ]
  cir.switch (%arg1 : !cir.int<u, 8>) [
  ]
  cir.return
}

// Loops with early exits: continue, break in a nested switch (leaves the
// switch only), return from inside the loop.
cir.func @search(%arg0: !cir.ptr<!cir.int<s, 32>>, %arg1: !cir.int<s, 32>) -> !cir.int<s, 32> {
  %i = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"]
  %c0 = cir.const #cir.int<0> : !cir.int<s, 32>
  cir.store %c0, %i : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
  %true = cir.const #cir.bool<true> : !cir.bool
  cir.while {
    cir.condition(%true)
  } do {
    %iv = cir.load %i : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %p = cir.ptr_stride(%arg0 : !cir.ptr<!cir.int<s, 32>>, %iv : !cir.int<s, 32>), !cir.ptr<!cir.int<s, 32>>
    %v = cir.load %p : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %next = cir.unary(inc, %iv) : !cir.int<s, 32>, !cir.int<s, 32>
    cir.store %next, %i : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.switch (%v : !cir.int<s, 32>) [
    case (equal, 0) {
      cir.break
    }
    ]
    %neg = cir.cmp(lt, %v, %c0) : !cir.int<s, 32>, !cir.bool
    cir.if %neg {
      cir.continue
    } else {
      %found = cir.cmp(eq, %v, %arg1) : !cir.int<s, 32>, !cir.bool
      cir.if %found {
        cir.return %iv : !cir.int<s, 32>
      }
    }
  }
  %m1 = cir.const #cir.int<-1> : !cir.int<s, 32>
  cir.return %m1 : !cir.int<s, 32>
}

cir.func @calls(%fp: !cir.ptr<!cir.func<!cir.double (!cir.double)>>, %x: !cir.double, %c: !cir.bool) -> !cir.double {
  %0 = cir.call %fp(%x) : (!cir.ptr<!cir.func<!cir.double (!cir.double)>>, !cir.double) -> !cir.double
  %1 = cir.call @square(%0) : (!cir.double) -> !cir.double
  %sq = cir.get_global @square : !cir.ptr<!cir.func<!cir.double (!cir.double)>>
  %2 = cir.call %sq(%1) : (!cir.ptr<!cir.func<!cir.double (!cir.double)>>, !cir.double) -> !cir.double
  %3 = cir.ternary(%c, true {
    %y = cir.call @square(%2) : (!cir.double) -> !cir.double
    cir.yield %y : !cir.double
  }, false {
    cir.yield %2 : !cir.double
  }) : (!cir.bool) -> !cir.double
  cir.ternary(%c, true {
    cir.call @abort() : () -> ()
  }, false {
  }) : (!cir.bool) -> ()
  cir.scope {
    %one = cir.const #cir.int<1> : !cir.int<s, 32>
    cir.call @variadic_definition(%one, %x, %c) {tail} : (!cir.int<s, 32>, !cir.double, !cir.bool) -> ()
  }
  cir.return %3 : !cir.double
}
