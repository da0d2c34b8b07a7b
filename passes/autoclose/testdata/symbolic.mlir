module attributes {offload.requires = #offload<requires unified_shared_memory>} {
  cir.func @main(%arg0: !cir.int<s, 32>, %arg1: !cir.ptr<!cir.ptr<!cir.int<s, 8>>>) -> !cir.int<s, 32> {
    %0 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["argc"] {alignment = 4 : i64}
    %1 = cir.alloca !cir.ptr<!cir.ptr<!cir.int<s, 8>>>, !cir.ptr<!cir.ptr<!cir.ptr<!cir.int<s, 8>>>>, ["argv"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["n"] {alignment = 4 : i64}
    %3 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["m"] {alignment = 4 : i64}
    %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"] {alignment = 8 : i64}
    %5 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"] {alignment = 8 : i64}
    %6 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    cir.store %arg0, %0 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.store %arg1, %1 : !cir.ptr<!cir.ptr<!cir.int<s, 8>>>, !cir.ptr<!cir.ptr<!cir.ptr<!cir.int<s, 8>>>>
    %7 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %8 = cir.const #cir.int<64> : !cir.int<s, 32>
    %9 = cir.binop(mul, %7, %8) : !cir.int<s, 32>
    cir.store %9, %2 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    %10 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    cir.store %10, %3 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    %11 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %12 = cir.const #cir.int<1> : !cir.int<s, 32>
    %13 = cir.binop(sub, %11, %12) : !cir.int<s, 32>
    cir.store %13, %3 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    %14 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %15 = cir.cast(integral, %14 : !cir.int<s, 32>), !cir.int<u, 64>
    %16 = cir.const #cir.int<8> : !cir.int<u, 64>
    %17 = cir.binop(mul, %15, %16) : !cir.int<u, 64>
    %18 = cir.call @malloc(%17) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %19 = cir.cast(bitcast, %18 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %19, %4 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %20 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %21 = cir.cast(integral, %20 : !cir.int<s, 32>), !cir.int<u, 64>
    %22 = cir.const #cir.int<8> : !cir.int<u, 64>
    %23 = cir.binop(mul, %21, %22) : !cir.int<u, 64>
    %24 = cir.call @malloc(%23) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %25 = cir.cast(bitcast, %24 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %25, %5 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %26 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %27 = cir.cast(integral, %26 : !cir.int<s, 32>), !cir.int<u, 64>
    %28 = cir.const #cir.int<8> : !cir.int<u, 64>
    %29 = cir.binop(mul, %27, %28) : !cir.int<u, 64>
    %30 = cir.call @malloc(%29) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %31 = cir.cast(bitcast, %30 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %31, %6 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %32 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %33 = cir.const #cir.int<0> : !cir.int<s, 32>
    %34 = cir.cast(integral, %33 : !cir.int<s, 32>), !cir.int<s, 64>
    %35 = builtin.unrealized_conversion_cast %34 : !cir.int<s, 64> to i64
    %36 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %37 = cir.cast(integral, %36 : !cir.int<s, 32>), !cir.int<s, 64>
    %38 = builtin.unrealized_conversion_cast %37 : !cir.int<s, 64> to i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %39 = arith.addi %35, %38 : i64
    %40 = arith.subi %39, %c1_i64 : i64
    %41 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %42 = cir.const #cir.int<0> : !cir.int<s, 32>
    %43 = cir.cast(integral, %42 : !cir.int<s, 32>), !cir.int<s, 64>
    %44 = builtin.unrealized_conversion_cast %43 : !cir.int<s, 64> to i64
    %45 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %46 = cir.cast(integral, %45 : !cir.int<s, 32>), !cir.int<s, 64>
    %47 = builtin.unrealized_conversion_cast %46 : !cir.int<s, 64> to i64
    %c1_i64_0 = arith.constant 1 : i64
    %c0_i64_1 = arith.constant 0 : i64
    %48 = arith.addi %44, %47 : i64
    %49 = arith.subi %48, %c1_i64_0 : i64
    %50 = builtin.unrealized_conversion_cast %40 : i64 to !cir.int<s, 64>
    %51 = cir.ptr_stride(%32 : !cir.ptr<!cir.double>, %34 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %52 = cir.const #cir.int<1> : !cir.int<s, 64>
    %53 = cir.binop(add, %50, %52) : !cir.int<s, 64>
    %54 = cir.ptr_stride(%32 : !cir.ptr<!cir.double>, %53 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %55 = cir.cast(ptr_to_int, %51 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %56 = cir.cast(ptr_to_int, %54 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %57 = cir.binop(sub, %56, %55) : !cir.int<s, 64>
    %58 = builtin.unrealized_conversion_cast %57 : !cir.int<s, 64> to i64
    %59 = offload.map base(%32 : !cir.ptr<!cir.double>) begin(%51 : !cir.ptr<!cir.double>) size(%58) type(alloc) attach(%4 : !cir.ptr<!cir.ptr<!cir.double>>) name("s[:]")
    %60 = builtin.unrealized_conversion_cast %49 : i64 to !cir.int<s, 64>
    %61 = cir.ptr_stride(%41 : !cir.ptr<!cir.double>, %43 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %62 = cir.const #cir.int<1> : !cir.int<s, 64>
    %63 = cir.binop(add, %60, %62) : !cir.int<s, 64>
    %64 = cir.ptr_stride(%41 : !cir.ptr<!cir.double>, %63 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %65 = cir.cast(ptr_to_int, %61 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %66 = cir.cast(ptr_to_int, %64 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %67 = cir.binop(sub, %66, %65) : !cir.int<s, 64>
    %68 = builtin.unrealized_conversion_cast %67 : !cir.int<s, 64> to i64
    %69 = offload.map base(%41 : !cir.ptr<!cir.double>) begin(%61 : !cir.ptr<!cir.double>) size(%68) type(tofrom) attach(%6 : !cir.ptr<!cir.ptr<!cir.double>>) name("out[:]")
    %70 = offload.data_begin maps(%59, %69)
    %71 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %72 = cir.cast(ptr_to_int, %71 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %73 = cir.cast(ptr_to_int, %71 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %74 = cir.binop(sub, %73, %72) : !cir.int<s, 64>
    %75 = builtin.unrealized_conversion_cast %74 : !cir.int<s, 64> to i64
    %76 = offload.map base(%71 : !cir.ptr<!cir.double>) begin(%71 : !cir.ptr<!cir.double>) size(%75) type(implicit, alloc) name("s")
    %77 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %78 = offload.data_begin maps(%76)
    offload.launch @__omp_offloading_main_l72(%77, %76 : !cir.int<s, 32>, !offload.map) host_fallback(@__omp_offloading_main_l72.host) env(%78)
    offload.data_end %78
    %79 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %80 = cir.cast(ptr_to_int, %79 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %81 = cir.cast(ptr_to_int, %79 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %82 = cir.binop(sub, %81, %80) : !cir.int<s, 64>
    %83 = builtin.unrealized_conversion_cast %82 : !cir.int<s, 64> to i64
    %84 = offload.map base(%79 : !cir.ptr<!cir.double>) begin(%79 : !cir.ptr<!cir.double>) size(%83) type(implicit, alloc) name("s")
    %85 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %86 = cir.cast(ptr_to_int, %85 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %87 = cir.cast(ptr_to_int, %85 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %88 = cir.binop(sub, %87, %86) : !cir.int<s, 64>
    %89 = builtin.unrealized_conversion_cast %88 : !cir.int<s, 64> to i64
    %90 = offload.map base(%85 : !cir.ptr<!cir.double>) begin(%85 : !cir.ptr<!cir.double>) size(%89) type(implicit, alloc) name("out")
    %91 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %92 = offload.data_begin maps(%84, %90)
    offload.launch @__omp_offloading_main_l112(%91, %84, %90 : !cir.int<s, 32>, !offload.map, !offload.map) host_fallback(@__omp_offloading_main_l112.host) env(%92)
    offload.data_end %92
    offload.data_end %70
    %93 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %94 = cir.const #cir.int<0> : !cir.int<s, 32>
    %95 = cir.cast(integral, %94 : !cir.int<s, 32>), !cir.int<s, 64>
    %96 = builtin.unrealized_conversion_cast %95 : !cir.int<s, 64> to i64
    %97 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %98 = cir.cast(integral, %97 : !cir.int<s, 32>), !cir.int<s, 64>
    %99 = builtin.unrealized_conversion_cast %98 : !cir.int<s, 64> to i64
    %c1_i64_2 = arith.constant 1 : i64
    %c0_i64_3 = arith.constant 0 : i64
    %100 = arith.addi %96, %99 : i64
    %101 = arith.subi %100, %c1_i64_2 : i64
    %102 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %103 = cir.const #cir.int<0> : !cir.int<s, 32>
    %104 = cir.cast(integral, %103 : !cir.int<s, 32>), !cir.int<s, 64>
    %105 = builtin.unrealized_conversion_cast %104 : !cir.int<s, 64> to i64
    %106 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %107 = cir.cast(integral, %106 : !cir.int<s, 32>), !cir.int<s, 64>
    %108 = builtin.unrealized_conversion_cast %107 : !cir.int<s, 64> to i64
    %c1_i64_4 = arith.constant 1 : i64
    %c0_i64_5 = arith.constant 0 : i64
    %109 = arith.addi %105, %108 : i64
    %110 = arith.subi %109, %c1_i64_4 : i64
    %111 = builtin.unrealized_conversion_cast %101 : i64 to !cir.int<s, 64>
    %112 = cir.ptr_stride(%93 : !cir.ptr<!cir.double>, %95 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %113 = cir.const #cir.int<1> : !cir.int<s, 64>
    %114 = cir.binop(add, %111, %113) : !cir.int<s, 64>
    %115 = cir.ptr_stride(%93 : !cir.ptr<!cir.double>, %114 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %116 = cir.cast(ptr_to_int, %112 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %117 = cir.cast(ptr_to_int, %115 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %118 = cir.binop(sub, %117, %116) : !cir.int<s, 64>
    %119 = builtin.unrealized_conversion_cast %118 : !cir.int<s, 64> to i64
    %120 = offload.map base(%93 : !cir.ptr<!cir.double>) begin(%112 : !cir.ptr<!cir.double>) size(%119) type(alloc) attach(%5 : !cir.ptr<!cir.ptr<!cir.double>>) name("w[:]")
    %121 = builtin.unrealized_conversion_cast %110 : i64 to !cir.int<s, 64>
    %122 = cir.ptr_stride(%102 : !cir.ptr<!cir.double>, %104 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %123 = cir.const #cir.int<1> : !cir.int<s, 64>
    %124 = cir.binop(add, %121, %123) : !cir.int<s, 64>
    %125 = cir.ptr_stride(%102 : !cir.ptr<!cir.double>, %124 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %126 = cir.cast(ptr_to_int, %122 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %127 = cir.cast(ptr_to_int, %125 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %128 = cir.binop(sub, %127, %126) : !cir.int<s, 64>
    %129 = builtin.unrealized_conversion_cast %128 : !cir.int<s, 64> to i64
    %130 = offload.map base(%102 : !cir.ptr<!cir.double>) begin(%122 : !cir.ptr<!cir.double>) size(%129) type(tofrom) attach(%6 : !cir.ptr<!cir.ptr<!cir.double>>) name("out[:]")
    %131 = offload.data_begin maps(%120, %130)
    %132 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %133 = cir.cast(ptr_to_int, %132 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %134 = cir.cast(ptr_to_int, %132 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %135 = cir.binop(sub, %134, %133) : !cir.int<s, 64>
    %136 = builtin.unrealized_conversion_cast %135 : !cir.int<s, 64> to i64
    %137 = offload.map base(%132 : !cir.ptr<!cir.double>) begin(%132 : !cir.ptr<!cir.double>) size(%136) type(implicit, alloc) name("w")
    %138 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %139 = offload.data_begin maps(%137)
    offload.launch @__omp_offloading_main_l196(%138, %137 : !cir.int<s, 32>, !offload.map) host_fallback(@__omp_offloading_main_l196.host) env(%139)
    offload.data_end %139
    %140 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %141 = cir.cast(ptr_to_int, %140 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %142 = cir.cast(ptr_to_int, %140 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %143 = cir.binop(sub, %142, %141) : !cir.int<s, 64>
    %144 = builtin.unrealized_conversion_cast %143 : !cir.int<s, 64> to i64
    %145 = offload.map base(%140 : !cir.ptr<!cir.double>) begin(%140 : !cir.ptr<!cir.double>) size(%144) type(implicit, alloc) name("w")
    %146 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %147 = cir.cast(ptr_to_int, %146 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %148 = cir.cast(ptr_to_int, %146 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %149 = cir.binop(sub, %148, %147) : !cir.int<s, 64>
    %150 = builtin.unrealized_conversion_cast %149 : !cir.int<s, 64> to i64
    %151 = offload.map base(%146 : !cir.ptr<!cir.double>) begin(%146 : !cir.ptr<!cir.double>) size(%150) type(implicit, alloc) name("out")
    %152 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %153 = offload.data_begin maps(%145, %151)
    offload.launch @__omp_offloading_main_l236(%152, %145, %151 : !cir.int<s, 32>, !offload.map, !offload.map) host_fallback(@__omp_offloading_main_l236.host) env(%153)
    offload.data_end %153
    offload.data_end %131
    %154 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %155 = cir.cast(bitcast, %154 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%155) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %156 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %157 = cir.cast(bitcast, %156 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%157) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %158 = cir.load %6 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %159 = cir.cast(bitcast, %158 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%159) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %160 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.return %160 : !cir.int<s, 32>
  }
  cir.func internal @__omp_offloading_main_l72(%arg0: !cir.int<s, 32>, %arg1: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["n"]
    cir.store %arg0, %0 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"]
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %2 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["n"] {alignment = 4 : i64}
        %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"] {alignment = 8 : i64}
        %4 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %5 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
        cir.store %5, %2 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
        %6 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %6, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %7 = cir.const #cir.int<0> : !cir.int<s, 32>
        %8 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
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
              %16 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %17 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %18 = cir.ptr_stride(%16 : !cir.ptr<!cir.double>, %17 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %15, %18 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func internal @__omp_offloading_main_l72.host(%arg0: !cir.int<s, 32>, %arg1: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["n"]
    cir.store %arg0, %0 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"]
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %2 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["n"] {alignment = 4 : i64}
        %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"] {alignment = 8 : i64}
        %4 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %5 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
        cir.store %5, %2 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
        %6 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %6, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %7 = cir.const #cir.int<0> : !cir.int<s, 32>
        %8 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
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
              %16 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %17 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %18 = cir.ptr_stride(%16 : !cir.ptr<!cir.double>, %17 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %15, %18 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func internal @__omp_offloading_main_l112(%arg0: !cir.int<s, 32>, %arg1: !cir.ptr<!cir.double>, %arg2: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["n"]
    cir.store %arg0, %0 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"]
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"]
    cir.store %arg2, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %3 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["n"] {alignment = 4 : i64}
        %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"] {alignment = 8 : i64}
        %5 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
        %6 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %7 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
        cir.store %7, %3 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
        %8 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %8, %4 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %9 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %9, %5 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %10 = cir.const #cir.int<1> : !cir.int<s, 32>
        %11 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
        %12 = cir.const #cir.int<1> : !cir.int<s, 32>
        %13 = cir.binop(sub, %11, %12) : !cir.int<s, 32>
        %14 = cir.const #cir.int<1> : !cir.int<s, 32>
        %15 = builtin.unrealized_conversion_cast %10 : !cir.int<s, 32> to i32
        %16 = builtin.unrealized_conversion_cast %13 : !cir.int<s, 32> to i32
        %17 = builtin.unrealized_conversion_cast %14 : !cir.int<s, 32> to i32
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%arg3) : i32 = (%15) to (%16) step (%17) {
              %18 = builtin.unrealized_conversion_cast %arg3 : i32 to !cir.int<s, 32>
              cir.store %18, %6 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
              %19 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %20 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %21 = cir.const #cir.int<1> : !cir.int<s, 32>
              %22 = cir.binop(sub, %20, %21) : !cir.int<s, 32>
              %23 = cir.ptr_stride(%19 : !cir.ptr<!cir.double>, %22 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %24 = cir.load %23 : !cir.ptr<!cir.double>, !cir.double
              %25 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %26 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %27 = cir.const #cir.int<1> : !cir.int<s, 32>
              %28 = cir.binop(add, %26, %27) : !cir.int<s, 32>
              %29 = cir.ptr_stride(%25 : !cir.ptr<!cir.double>, %28 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %30 = cir.load %29 : !cir.ptr<!cir.double>, !cir.double
              %31 = cir.binop(add, %24, %30) : !cir.double
              %32 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %33 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %34 = cir.ptr_stride(%32 : !cir.ptr<!cir.double>, %33 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %31, %34 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func internal @__omp_offloading_main_l112.host(%arg0: !cir.int<s, 32>, %arg1: !cir.ptr<!cir.double>, %arg2: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["n"]
    cir.store %arg0, %0 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"]
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"]
    cir.store %arg2, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %3 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["n"] {alignment = 4 : i64}
        %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"] {alignment = 8 : i64}
        %5 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
        %6 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %7 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
        cir.store %7, %3 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
        %8 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %8, %4 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %9 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %9, %5 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %10 = cir.const #cir.int<1> : !cir.int<s, 32>
        %11 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
        %12 = cir.const #cir.int<1> : !cir.int<s, 32>
        %13 = cir.binop(sub, %11, %12) : !cir.int<s, 32>
        %14 = cir.const #cir.int<1> : !cir.int<s, 32>
        %15 = builtin.unrealized_conversion_cast %10 : !cir.int<s, 32> to i32
        %16 = builtin.unrealized_conversion_cast %13 : !cir.int<s, 32> to i32
        %17 = builtin.unrealized_conversion_cast %14 : !cir.int<s, 32> to i32
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%arg3) : i32 = (%15) to (%16) step (%17) {
              %18 = builtin.unrealized_conversion_cast %arg3 : i32 to !cir.int<s, 32>
              cir.store %18, %6 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
              %19 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %20 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %21 = cir.const #cir.int<1> : !cir.int<s, 32>
              %22 = cir.binop(sub, %20, %21) : !cir.int<s, 32>
              %23 = cir.ptr_stride(%19 : !cir.ptr<!cir.double>, %22 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %24 = cir.load %23 : !cir.ptr<!cir.double>, !cir.double
              %25 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %26 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %27 = cir.const #cir.int<1> : !cir.int<s, 32>
              %28 = cir.binop(add, %26, %27) : !cir.int<s, 32>
              %29 = cir.ptr_stride(%25 : !cir.ptr<!cir.double>, %28 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %30 = cir.load %29 : !cir.ptr<!cir.double>, !cir.double
              %31 = cir.binop(add, %24, %30) : !cir.double
              %32 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %33 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %34 = cir.ptr_stride(%32 : !cir.ptr<!cir.double>, %33 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %31, %34 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func internal @__omp_offloading_main_l196(%arg0: !cir.int<s, 32>, %arg1: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["m"]
    cir.store %arg0, %0 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"]
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %2 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["m"] {alignment = 4 : i64}
        %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"] {alignment = 8 : i64}
        %4 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %5 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
        cir.store %5, %2 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
        %6 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %6, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %7 = cir.const #cir.int<0> : !cir.int<s, 32>
        %8 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
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
              %16 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %17 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %18 = cir.ptr_stride(%16 : !cir.ptr<!cir.double>, %17 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %15, %18 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func internal @__omp_offloading_main_l196.host(%arg0: !cir.int<s, 32>, %arg1: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["m"]
    cir.store %arg0, %0 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"]
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %2 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["m"] {alignment = 4 : i64}
        %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"] {alignment = 8 : i64}
        %4 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %5 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
        cir.store %5, %2 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
        %6 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %6, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %7 = cir.const #cir.int<0> : !cir.int<s, 32>
        %8 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
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
              %16 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %17 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %18 = cir.ptr_stride(%16 : !cir.ptr<!cir.double>, %17 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %15, %18 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func internal @__omp_offloading_main_l236(%arg0: !cir.int<s, 32>, %arg1: !cir.ptr<!cir.double>, %arg2: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["m"]
    cir.store %arg0, %0 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"]
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"]
    cir.store %arg2, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %3 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["m"] {alignment = 4 : i64}
        %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"] {alignment = 8 : i64}
        %5 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
        %6 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %7 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
        cir.store %7, %3 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
        %8 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %8, %4 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %9 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %9, %5 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %10 = cir.const #cir.int<0> : !cir.int<s, 32>
        %11 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
        %12 = cir.const #cir.int<1> : !cir.int<s, 32>
        %13 = builtin.unrealized_conversion_cast %10 : !cir.int<s, 32> to i32
        %14 = builtin.unrealized_conversion_cast %11 : !cir.int<s, 32> to i32
        %15 = builtin.unrealized_conversion_cast %12 : !cir.int<s, 32> to i32
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%arg3) : i32 = (%13) to (%14) step (%15) {
              %16 = builtin.unrealized_conversion_cast %arg3 : i32 to !cir.int<s, 32>
              cir.store %16, %6 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
              %17 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %18 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %19 = cir.ptr_stride(%17 : !cir.ptr<!cir.double>, %18 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %20 = cir.load %19 : !cir.ptr<!cir.double>, !cir.double
              %21 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %22 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %23 = cir.ptr_stride(%21 : !cir.ptr<!cir.double>, %22 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %24 = cir.load %23 : !cir.ptr<!cir.double>, !cir.double
              %25 = cir.binop(add, %20, %24) : !cir.double
              cir.store %25, %19 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func internal @__omp_offloading_main_l236.host(%arg0: !cir.int<s, 32>, %arg1: !cir.ptr<!cir.double>, %arg2: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["m"]
    cir.store %arg0, %0 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"]
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"]
    cir.store %arg2, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %3 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["m"] {alignment = 4 : i64}
        %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"] {alignment = 8 : i64}
        %5 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
        %6 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %7 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
        cir.store %7, %3 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
        %8 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %8, %4 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %9 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %9, %5 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %10 = cir.const #cir.int<0> : !cir.int<s, 32>
        %11 = cir.load %3 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
        %12 = cir.const #cir.int<1> : !cir.int<s, 32>
        %13 = builtin.unrealized_conversion_cast %10 : !cir.int<s, 32> to i32
        %14 = builtin.unrealized_conversion_cast %11 : !cir.int<s, 32> to i32
        %15 = builtin.unrealized_conversion_cast %12 : !cir.int<s, 32> to i32
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%arg3) : i32 = (%13) to (%14) step (%15) {
              %16 = builtin.unrealized_conversion_cast %arg3 : i32 to !cir.int<s, 32>
              cir.store %16, %6 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
              %17 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %18 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %19 = cir.ptr_stride(%17 : !cir.ptr<!cir.double>, %18 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %20 = cir.load %19 : !cir.ptr<!cir.double>, !cir.double
              %21 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %22 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %23 = cir.ptr_stride(%21 : !cir.ptr<!cir.double>, %22 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %24 = cir.load %23 : !cir.ptr<!cir.double>, !cir.double
              %25 = cir.binop(add, %20, %24) : !cir.double
              cir.store %25, %19 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func private @free(!cir.ptr<!cir.int<s, 8>>)
  offload.entries [@__omp_offloading_main_l72 : kernel, @__omp_offloading_main_l112 : kernel, @__omp_offloading_main_l196 : kernel, @__omp_offloading_main_l236 : kernel]
}

