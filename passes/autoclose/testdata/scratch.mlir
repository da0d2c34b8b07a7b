module attributes {offload.requires = #offload<requires unified_shared_memory>} {
  cir.global private constant @".str" = #cir.const_array<"%f\0A\00"> : !cir.array<!cir.int<s, 8> x 4> {alignment = 1 : i64}
  cir.func @main() -> !cir.int<s, 32> {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["tmp"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
    %3 = cir.const #cir.int<8192> : !cir.int<u, 64>
    %4 = cir.call @malloc(%3) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %5 = cir.cast(bitcast, %4 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %5, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %6 = cir.const #cir.int<8192> : !cir.int<u, 64>
    %7 = cir.call @malloc(%6) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %8 = cir.cast(bitcast, %7 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %8, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %9 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.store %9, %2 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %61 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %62 = cir.const #cir.int<1024> : !cir.int<s, 32>
      %63 = cir.cmp(lt, %61, %62) : !cir.int<s, 32>, !cir.bool
      cir.condition(%63)
    } body {
      %61 = cir.const #cir.int<0> : !cir.int<s, 32>
      %62 = cir.cast(int_to_float, %61 : !cir.int<s, 32>), !cir.double
      %63 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %64 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %65 = cir.ptr_stride(%63 : !cir.ptr<!cir.double>, %64 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      cir.store %62, %65 : !cir.double, !cir.ptr<!cir.double>
    } step {
      %61 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %62 = cir.unary(inc, %61) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %62, %2 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
    %10 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %11 = cir.const #cir.int<0> : !cir.int<s, 32>
    %12 = cir.cast(integral, %11 : !cir.int<s, 32>), !cir.int<s, 64>
    %13 = builtin.unrealized_conversion_cast %12 : !cir.int<s, 64> to i64
    %14 = cir.const #cir.int<1024> : !cir.int<s, 32>
    %15 = cir.cast(integral, %14 : !cir.int<s, 32>), !cir.int<s, 64>
    %16 = builtin.unrealized_conversion_cast %15 : !cir.int<s, 64> to i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %17 = arith.addi %13, %16 : i64
    %18 = arith.subi %17, %c1_i64 : i64
    %19 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %20 = cir.const #cir.int<0> : !cir.int<s, 32>
    %21 = cir.cast(integral, %20 : !cir.int<s, 32>), !cir.int<s, 64>
    %22 = builtin.unrealized_conversion_cast %21 : !cir.int<s, 64> to i64
    %23 = cir.const #cir.int<1024> : !cir.int<s, 32>
    %24 = cir.cast(integral, %23 : !cir.int<s, 32>), !cir.int<s, 64>
    %25 = builtin.unrealized_conversion_cast %24 : !cir.int<s, 64> to i64
    %c1_i64_0 = arith.constant 1 : i64
    %c0_i64_1 = arith.constant 0 : i64
    %26 = arith.addi %22, %25 : i64
    %27 = arith.subi %26, %c1_i64_0 : i64
    %28 = builtin.unrealized_conversion_cast %18 : i64 to !cir.int<s, 64>
    %29 = cir.ptr_stride(%10 : !cir.ptr<!cir.double>, %12 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %30 = cir.const #cir.int<1> : !cir.int<s, 64>
    %31 = cir.binop(add, %28, %30) : !cir.int<s, 64>
    %32 = cir.ptr_stride(%10 : !cir.ptr<!cir.double>, %31 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %33 = cir.cast(ptr_to_int, %29 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %34 = cir.cast(ptr_to_int, %32 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %35 = cir.binop(sub, %34, %33) : !cir.int<s, 64>
    %36 = builtin.unrealized_conversion_cast %35 : !cir.int<s, 64> to i64
    %37 = offload.map base(%10 : !cir.ptr<!cir.double>) begin(%29 : !cir.ptr<!cir.double>) size(%36) type(alloc) attach(%0 : !cir.ptr<!cir.ptr<!cir.double>>) name("tmp[:]")
    %38 = builtin.unrealized_conversion_cast %27 : i64 to !cir.int<s, 64>
    %39 = cir.ptr_stride(%19 : !cir.ptr<!cir.double>, %21 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %40 = cir.const #cir.int<1> : !cir.int<s, 64>
    %41 = cir.binop(add, %38, %40) : !cir.int<s, 64>
    %42 = cir.ptr_stride(%19 : !cir.ptr<!cir.double>, %41 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %43 = cir.cast(ptr_to_int, %39 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %44 = cir.cast(ptr_to_int, %42 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %45 = cir.binop(sub, %44, %43) : !cir.int<s, 64>
    %46 = builtin.unrealized_conversion_cast %45 : !cir.int<s, 64> to i64
    %47 = offload.map base(%19 : !cir.ptr<!cir.double>) begin(%39 : !cir.ptr<!cir.double>) size(%46) type(tofrom) attach(%1 : !cir.ptr<!cir.ptr<!cir.double>>) name("out[:]")
    %48 = offload.data_begin maps(%37, %47)
    offload.launch @__omp_offloading_main_l60(%37, %47 : !offload.map, !offload.map) host_fallback(@__omp_offloading_main_l60.host) env(%48)
    offload.data_end %48
    %49 = cir.get_global @".str" : !cir.ptr<!cir.array<!cir.int<s, 8> x 4>>
    %50 = cir.cast(array_to_ptrdecay, %49 : !cir.ptr<!cir.array<!cir.int<s, 8> x 4>>), !cir.ptr<!cir.int<s, 8>>
    %51 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %52 = cir.const #cir.int<1023> : !cir.int<s, 32>
    %53 = cir.ptr_stride(%51 : !cir.ptr<!cir.double>, %52 : !cir.int<s, 32>), !cir.ptr<!cir.double>
    %54 = cir.load %53 : !cir.ptr<!cir.double>, !cir.double
    %55 = cir.call @printf(%50, %54) : (!cir.ptr<!cir.int<s, 8>>, !cir.double) -> !cir.int<s, 32>
    %56 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %57 = cir.cast(bitcast, %56 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%57) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %58 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %59 = cir.cast(bitcast, %58 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%59) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %60 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.return %60 : !cir.int<s, 32>
  }
  cir.func internal @__omp_offloading_main_l60(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["tmp"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["tmp"] {alignment = 8 : i64}
        %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
        %4 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %5 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %5, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %6 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %6, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %7 = cir.const #cir.int<0> : !cir.int<s, 32>
        %8 = cir.const #cir.int<1024> : !cir.int<s, 32>
        %9 = cir.const #cir.int<1> : !cir.int<s, 32>
        %10 = builtin.unrealized_conversion_cast %7 : !cir.int<s, 32> to i32
        %11 = builtin.unrealized_conversion_cast %8 : !cir.int<s, 32> to i32
        %12 = builtin.unrealized_conversion_cast %9 : !cir.int<s, 32> to i32
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%arg2) : i32 = (%10) to (%11) step (%12) {
              %13 = builtin.unrealized_conversion_cast %arg2 : i32 to !cir.int<s, 32>
              cir.store %13, %4 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
              %14 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %15 = cir.cast(int_to_float, %14 : !cir.int<s, 32>), !cir.double
              %16 = cir.const #cir.fp<5.000000e-01> : !cir.double
              %17 = cir.binop(mul, %15, %16) : !cir.double
              %18 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %19 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %20 = cir.ptr_stride(%18 : !cir.ptr<!cir.double>, %19 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %17, %20 : !cir.double, !cir.ptr<!cir.double>
              %21 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %22 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %23 = cir.ptr_stride(%21 : !cir.ptr<!cir.double>, %22 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %24 = cir.load %23 : !cir.ptr<!cir.double>, !cir.double
              %25 = cir.const #cir.int<2> : !cir.int<s, 32>
              %26 = cir.cast(int_to_float, %25 : !cir.int<s, 32>), !cir.double
              %27 = cir.binop(mul, %24, %26) : !cir.double
              %28 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %29 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %30 = cir.ptr_stride(%28 : !cir.ptr<!cir.double>, %29 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %27, %30 : !cir.double, !cir.ptr<!cir.double>
              omp.yield
            }
          }
        }
        omp.terminator
      }
      omp.terminator
    }
    cir.return
  }
  cir.func internal @__omp_offloading_main_l60.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["tmp"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["tmp"] {alignment = 8 : i64}
        %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
        %4 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %5 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %5, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %6 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %6, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %7 = cir.const #cir.int<0> : !cir.int<s, 32>
        %8 = cir.const #cir.int<1024> : !cir.int<s, 32>
        %9 = cir.const #cir.int<1> : !cir.int<s, 32>
        %10 = builtin.unrealized_conversion_cast %7 : !cir.int<s, 32> to i32
        %11 = builtin.unrealized_conversion_cast %8 : !cir.int<s, 32> to i32
        %12 = builtin.unrealized_conversion_cast %9 : !cir.int<s, 32> to i32
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%arg2) : i32 = (%10) to (%11) step (%12) {
              %13 = builtin.unrealized_conversion_cast %arg2 : i32 to !cir.int<s, 32>
              cir.store %13, %4 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
              %14 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %15 = cir.cast(int_to_float, %14 : !cir.int<s, 32>), !cir.double
              %16 = cir.const #cir.fp<5.000000e-01> : !cir.double
              %17 = cir.binop(mul, %15, %16) : !cir.double
              %18 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %19 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %20 = cir.ptr_stride(%18 : !cir.ptr<!cir.double>, %19 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %17, %20 : !cir.double, !cir.ptr<!cir.double>
              %21 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %22 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %23 = cir.ptr_stride(%21 : !cir.ptr<!cir.double>, %22 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %24 = cir.load %23 : !cir.ptr<!cir.double>, !cir.double
              %25 = cir.const #cir.int<2> : !cir.int<s, 32>
              %26 = cir.cast(int_to_float, %25 : !cir.int<s, 32>), !cir.double
              %27 = cir.binop(mul, %24, %26) : !cir.double
              %28 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %29 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %30 = cir.ptr_stride(%28 : !cir.ptr<!cir.double>, %29 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %27, %30 : !cir.double, !cir.ptr<!cir.double>
              omp.yield
            }
          }
        }
        omp.terminator
      }
      omp.terminator
    }
    cir.return
  }
  cir.func private @malloc(!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
  cir.func private @printf(!cir.ptr<!cir.int<s, 8>>, ...) -> !cir.int<s, 32>
  cir.func private @free(!cir.ptr<!cir.int<s, 8>>)
  offload.entries [@__omp_offloading_main_l60 : kernel]
}

