module attributes {offload.requires = #offload<requires unified_shared_memory>} {
  cir.func @main() -> !cir.int<s, 32> {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["a"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["b"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["c"] {alignment = 8 : i64}
    %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["q"] {alignment = 8 : i64}
    %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"] {alignment = 8 : i64}
    %5 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    %6 = cir.const #cir.int<512> : !cir.int<u, 64>
    %7 = cir.call @malloc(%6) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %8 = cir.cast(bitcast, %7 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %8, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %9 = cir.const #cir.int<512> : !cir.int<u, 64>
    %10 = cir.call @malloc(%9) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %11 = cir.cast(bitcast, %10 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %11, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %12 = cir.const #cir.int<512> : !cir.int<u, 64>
    %13 = cir.call @malloc(%12) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %14 = cir.cast(bitcast, %13 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %14, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %15 = cir.const #cir.int<512> : !cir.int<u, 64>
    %16 = cir.call @malloc(%15) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %17 = cir.cast(bitcast, %16 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %17, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %18 = cir.const #cir.int<512> : !cir.int<u, 64>
    %19 = cir.call @malloc(%18) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %20 = cir.cast(bitcast, %19 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %20, %4 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %21 = cir.const #cir.int<512> : !cir.int<u, 64>
    %22 = cir.call @malloc(%21) : (!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
    %23 = cir.cast(bitcast, %22 : !cir.ptr<!cir.int<s, 8>>), !cir.ptr<!cir.double>
    cir.store %23, %5 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %24 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %25 = cir.const #cir.int<0> : !cir.int<s, 32>
    %26 = cir.cast(integral, %25 : !cir.int<s, 32>), !cir.int<s, 64>
    %27 = builtin.unrealized_conversion_cast %26 : !cir.int<s, 64> to i64
    %28 = cir.const #cir.int<64> : !cir.int<s, 32>
    %29 = cir.cast(integral, %28 : !cir.int<s, 32>), !cir.int<s, 64>
    %30 = builtin.unrealized_conversion_cast %29 : !cir.int<s, 64> to i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %31 = arith.addi %27, %30 : i64
    %32 = arith.subi %31, %c1_i64 : i64
    %33 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %34 = cir.const #cir.int<0> : !cir.int<s, 32>
    %35 = cir.cast(integral, %34 : !cir.int<s, 32>), !cir.int<s, 64>
    %36 = builtin.unrealized_conversion_cast %35 : !cir.int<s, 64> to i64
    %37 = cir.const #cir.int<64> : !cir.int<s, 32>
    %38 = cir.cast(integral, %37 : !cir.int<s, 32>), !cir.int<s, 64>
    %39 = builtin.unrealized_conversion_cast %38 : !cir.int<s, 64> to i64
    %c1_i64_0 = arith.constant 1 : i64
    %c0_i64_1 = arith.constant 0 : i64
    %40 = arith.addi %36, %39 : i64
    %41 = arith.subi %40, %c1_i64_0 : i64
    %42 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %43 = cir.const #cir.int<0> : !cir.int<s, 32>
    %44 = cir.cast(integral, %43 : !cir.int<s, 32>), !cir.int<s, 64>
    %45 = builtin.unrealized_conversion_cast %44 : !cir.int<s, 64> to i64
    %46 = cir.const #cir.int<64> : !cir.int<s, 32>
    %47 = cir.cast(integral, %46 : !cir.int<s, 32>), !cir.int<s, 64>
    %48 = builtin.unrealized_conversion_cast %47 : !cir.int<s, 64> to i64
    %c1_i64_2 = arith.constant 1 : i64
    %c0_i64_3 = arith.constant 0 : i64
    %49 = arith.addi %45, %48 : i64
    %50 = arith.subi %49, %c1_i64_2 : i64
    %51 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %52 = cir.const #cir.int<0> : !cir.int<s, 32>
    %53 = cir.cast(integral, %52 : !cir.int<s, 32>), !cir.int<s, 64>
    %54 = builtin.unrealized_conversion_cast %53 : !cir.int<s, 64> to i64
    %55 = cir.const #cir.int<64> : !cir.int<s, 32>
    %56 = cir.cast(integral, %55 : !cir.int<s, 32>), !cir.int<s, 64>
    %57 = builtin.unrealized_conversion_cast %56 : !cir.int<s, 64> to i64
    %c1_i64_4 = arith.constant 1 : i64
    %c0_i64_5 = arith.constant 0 : i64
    %58 = arith.addi %54, %57 : i64
    %59 = arith.subi %58, %c1_i64_4 : i64
    %60 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %61 = cir.const #cir.int<0> : !cir.int<s, 32>
    %62 = cir.cast(integral, %61 : !cir.int<s, 32>), !cir.int<s, 64>
    %63 = builtin.unrealized_conversion_cast %62 : !cir.int<s, 64> to i64
    %64 = cir.const #cir.int<64> : !cir.int<s, 32>
    %65 = cir.cast(integral, %64 : !cir.int<s, 32>), !cir.int<s, 64>
    %66 = builtin.unrealized_conversion_cast %65 : !cir.int<s, 64> to i64
    %c1_i64_6 = arith.constant 1 : i64
    %c0_i64_7 = arith.constant 0 : i64
    %67 = arith.addi %63, %66 : i64
    %68 = arith.subi %67, %c1_i64_6 : i64
    %69 = builtin.unrealized_conversion_cast %32 : i64 to !cir.int<s, 64>
    %70 = cir.ptr_stride(%24 : !cir.ptr<!cir.double>, %26 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %71 = cir.const #cir.int<1> : !cir.int<s, 64>
    %72 = cir.binop(add, %69, %71) : !cir.int<s, 64>
    %73 = cir.ptr_stride(%24 : !cir.ptr<!cir.double>, %72 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %74 = cir.cast(ptr_to_int, %70 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %75 = cir.cast(ptr_to_int, %73 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %76 = cir.binop(sub, %75, %74) : !cir.int<s, 64>
    %77 = builtin.unrealized_conversion_cast %76 : !cir.int<s, 64> to i64
    %78 = offload.map base(%24 : !cir.ptr<!cir.double>) begin(%70 : !cir.ptr<!cir.double>) size(%77) type(alloc) attach(%0 : !cir.ptr<!cir.ptr<!cir.double>>) name("a[:]")
    %79 = builtin.unrealized_conversion_cast %41 : i64 to !cir.int<s, 64>
    %80 = cir.ptr_stride(%33 : !cir.ptr<!cir.double>, %35 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %81 = cir.const #cir.int<1> : !cir.int<s, 64>
    %82 = cir.binop(add, %79, %81) : !cir.int<s, 64>
    %83 = cir.ptr_stride(%33 : !cir.ptr<!cir.double>, %82 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %84 = cir.cast(ptr_to_int, %80 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %85 = cir.cast(ptr_to_int, %83 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %86 = cir.binop(sub, %85, %84) : !cir.int<s, 64>
    %87 = builtin.unrealized_conversion_cast %86 : !cir.int<s, 64> to i64
    %88 = offload.map base(%33 : !cir.ptr<!cir.double>) begin(%80 : !cir.ptr<!cir.double>) size(%87) type(alloc) attach(%1 : !cir.ptr<!cir.ptr<!cir.double>>) name("b[:]")
    %89 = builtin.unrealized_conversion_cast %50 : i64 to !cir.int<s, 64>
    %90 = cir.ptr_stride(%42 : !cir.ptr<!cir.double>, %44 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %91 = cir.const #cir.int<1> : !cir.int<s, 64>
    %92 = cir.binop(add, %89, %91) : !cir.int<s, 64>
    %93 = cir.ptr_stride(%42 : !cir.ptr<!cir.double>, %92 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %94 = cir.cast(ptr_to_int, %90 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %95 = cir.cast(ptr_to_int, %93 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %96 = cir.binop(sub, %95, %94) : !cir.int<s, 64>
    %97 = builtin.unrealized_conversion_cast %96 : !cir.int<s, 64> to i64
    %98 = offload.map base(%42 : !cir.ptr<!cir.double>) begin(%90 : !cir.ptr<!cir.double>) size(%97) type(alloc) attach(%2 : !cir.ptr<!cir.ptr<!cir.double>>) name("c[:]")
    %99 = builtin.unrealized_conversion_cast %59 : i64 to !cir.int<s, 64>
    %100 = cir.ptr_stride(%51 : !cir.ptr<!cir.double>, %53 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %101 = cir.const #cir.int<1> : !cir.int<s, 64>
    %102 = cir.binop(add, %99, %101) : !cir.int<s, 64>
    %103 = cir.ptr_stride(%51 : !cir.ptr<!cir.double>, %102 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %104 = cir.cast(ptr_to_int, %100 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %105 = cir.cast(ptr_to_int, %103 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %106 = cir.binop(sub, %105, %104) : !cir.int<s, 64>
    %107 = builtin.unrealized_conversion_cast %106 : !cir.int<s, 64> to i64
    %108 = offload.map base(%51 : !cir.ptr<!cir.double>) begin(%100 : !cir.ptr<!cir.double>) size(%107) type(alloc) attach(%3 : !cir.ptr<!cir.ptr<!cir.double>>) name("q[:]")
    %109 = builtin.unrealized_conversion_cast %68 : i64 to !cir.int<s, 64>
    %110 = cir.ptr_stride(%60 : !cir.ptr<!cir.double>, %62 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %111 = cir.const #cir.int<1> : !cir.int<s, 64>
    %112 = cir.binop(add, %109, %111) : !cir.int<s, 64>
    %113 = cir.ptr_stride(%60 : !cir.ptr<!cir.double>, %112 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %114 = cir.cast(ptr_to_int, %110 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %115 = cir.cast(ptr_to_int, %113 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %116 = cir.binop(sub, %115, %114) : !cir.int<s, 64>
    %117 = builtin.unrealized_conversion_cast %116 : !cir.int<s, 64> to i64
    %118 = offload.map base(%60 : !cir.ptr<!cir.double>) begin(%110 : !cir.ptr<!cir.double>) size(%117) type(tofrom) attach(%5 : !cir.ptr<!cir.ptr<!cir.double>>) name("out[:]")
    %119 = offload.data_begin maps(%78, %88, %98, %108, %118)
    offload.launch @__omp_offloading_main_l98(%78, %88, %98, %108, %118 : !offload.map, !offload.map, !offload.map, !offload.map, !offload.map) host_fallback(@__omp_offloading_main_l98.host) env(%119)
    offload.data_end %119
    %120 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %121 = cir.const #cir.int<0> : !cir.int<s, 32>
    %122 = cir.cast(integral, %121 : !cir.int<s, 32>), !cir.int<s, 64>
    %123 = builtin.unrealized_conversion_cast %122 : !cir.int<s, 64> to i64
    %124 = cir.const #cir.int<64> : !cir.int<s, 32>
    %125 = cir.cast(integral, %124 : !cir.int<s, 32>), !cir.int<s, 64>
    %126 = builtin.unrealized_conversion_cast %125 : !cir.int<s, 64> to i64
    %c1_i64_8 = arith.constant 1 : i64
    %c0_i64_9 = arith.constant 0 : i64
    %127 = arith.addi %123, %126 : i64
    %128 = arith.subi %127, %c1_i64_8 : i64
    %129 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %130 = cir.const #cir.int<0> : !cir.int<s, 32>
    %131 = cir.cast(integral, %130 : !cir.int<s, 32>), !cir.int<s, 64>
    %132 = builtin.unrealized_conversion_cast %131 : !cir.int<s, 64> to i64
    %133 = cir.const #cir.int<64> : !cir.int<s, 32>
    %134 = cir.cast(integral, %133 : !cir.int<s, 32>), !cir.int<s, 64>
    %135 = builtin.unrealized_conversion_cast %134 : !cir.int<s, 64> to i64
    %c1_i64_10 = arith.constant 1 : i64
    %c0_i64_11 = arith.constant 0 : i64
    %136 = arith.addi %132, %135 : i64
    %137 = arith.subi %136, %c1_i64_10 : i64
    %138 = builtin.unrealized_conversion_cast %128 : i64 to !cir.int<s, 64>
    %139 = cir.ptr_stride(%120 : !cir.ptr<!cir.double>, %122 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %140 = cir.const #cir.int<1> : !cir.int<s, 64>
    %141 = cir.binop(add, %138, %140) : !cir.int<s, 64>
    %142 = cir.ptr_stride(%120 : !cir.ptr<!cir.double>, %141 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %143 = cir.cast(ptr_to_int, %139 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %144 = cir.cast(ptr_to_int, %142 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %145 = cir.binop(sub, %144, %143) : !cir.int<s, 64>
    %146 = builtin.unrealized_conversion_cast %145 : !cir.int<s, 64> to i64
    %147 = offload.map base(%120 : !cir.ptr<!cir.double>) begin(%139 : !cir.ptr<!cir.double>) size(%146) type(alloc) attach(%4 : !cir.ptr<!cir.ptr<!cir.double>>) name("s[:]")
    %148 = builtin.unrealized_conversion_cast %137 : i64 to !cir.int<s, 64>
    %149 = cir.ptr_stride(%129 : !cir.ptr<!cir.double>, %131 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %150 = cir.const #cir.int<1> : !cir.int<s, 64>
    %151 = cir.binop(add, %148, %150) : !cir.int<s, 64>
    %152 = cir.ptr_stride(%129 : !cir.ptr<!cir.double>, %151 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %153 = cir.cast(ptr_to_int, %149 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %154 = cir.cast(ptr_to_int, %152 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %155 = cir.binop(sub, %154, %153) : !cir.int<s, 64>
    %156 = builtin.unrealized_conversion_cast %155 : !cir.int<s, 64> to i64
    %157 = offload.map base(%129 : !cir.ptr<!cir.double>) begin(%149 : !cir.ptr<!cir.double>) size(%156) type(tofrom) attach(%5 : !cir.ptr<!cir.ptr<!cir.double>>) name("out[:]")
    %158 = offload.data_begin maps(%147, %157)
    %159 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %160 = cir.cast(ptr_to_int, %159 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %161 = cir.cast(ptr_to_int, %159 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %162 = cir.binop(sub, %161, %160) : !cir.int<s, 64>
    %163 = builtin.unrealized_conversion_cast %162 : !cir.int<s, 64> to i64
    %164 = offload.map base(%159 : !cir.ptr<!cir.double>) begin(%159 : !cir.ptr<!cir.double>) size(%163) type(implicit, alloc) name("s")
    %165 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %166 = cir.cast(ptr_to_int, %165 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %167 = cir.cast(ptr_to_int, %165 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %168 = cir.binop(sub, %167, %166) : !cir.int<s, 64>
    %169 = builtin.unrealized_conversion_cast %168 : !cir.int<s, 64> to i64
    %170 = offload.map base(%165 : !cir.ptr<!cir.double>) begin(%165 : !cir.ptr<!cir.double>) size(%169) type(implicit, alloc) name("out")
    %171 = offload.data_begin maps(%164, %170)
    offload.launch @__omp_offloading_main_l369(%164, %170 : !offload.map, !offload.map) host_fallback(@__omp_offloading_main_l369.host) env(%171)
    offload.data_end %171
    %172 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %173 = cir.cast(ptr_to_int, %172 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %174 = cir.cast(ptr_to_int, %172 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %175 = cir.binop(sub, %174, %173) : !cir.int<s, 64>
    %176 = builtin.unrealized_conversion_cast %175 : !cir.int<s, 64> to i64
    %177 = offload.map base(%172 : !cir.ptr<!cir.double>) begin(%172 : !cir.ptr<!cir.double>) size(%176) type(implicit, alloc) name("s")
    %178 = offload.data_begin maps(%177)
    offload.launch @__omp_offloading_main_l411(%177 : !offload.map) host_fallback(@__omp_offloading_main_l411.host) env(%178)
    offload.data_end %178
    offload.data_end %158
    %179 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %180 = cir.cast(bitcast, %179 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%180) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %181 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %182 = cir.cast(bitcast, %181 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%182) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %183 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %184 = cir.cast(bitcast, %183 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%184) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %185 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %186 = cir.cast(bitcast, %185 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%186) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %187 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %188 = cir.cast(bitcast, %187 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%188) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %189 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %190 = cir.cast(bitcast, %189 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%190) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %191 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.return %191 : !cir.int<s, 32>
  }
  cir.func internal @__omp_offloading_main_l98(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>, %arg2: !cir.ptr<!cir.double>, %arg3: !cir.ptr<!cir.double>, %arg4: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["a"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["b"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["c"] {alignment = 8 : i64}
    %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["q"] {alignment = 8 : i64}
    %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    %5 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
    %6 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
    %7 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
    %8 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg2, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg3, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg4, %4 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %9 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.store %9, %5 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %13 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.const #cir.int<64> : !cir.int<s, 32>
      %15 = cir.cmp(lt, %13, %14) : !cir.int<s, 32>, !cir.bool
      cir.condition(%15)
    } body {
      %13 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %14 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %15 = cir.ptr_stride(%13 : !cir.ptr<!cir.double>, %14 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %16 = cir.load %15 : !cir.ptr<!cir.double>, !cir.double
      %17 = cir.const #cir.int<0> : !cir.int<s, 32>
      %18 = cir.cast(int_to_float, %17 : !cir.int<s, 32>), !cir.double
      %19 = cir.cmp(lt, %16, %18) : !cir.double, !cir.bool
      cir.if %19 {
        cir.break
      }
      %20 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %21 = cir.cast(int_to_float, %20 : !cir.int<s, 32>), !cir.double
      %22 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %23 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %24 = cir.ptr_stride(%22 : !cir.ptr<!cir.double>, %23 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      cir.store %21, %24 : !cir.double, !cir.ptr<!cir.double>
    } step {
      %13 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.unary(inc, %13) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %14, %5 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
    %10 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.store %10, %6 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %13 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.const #cir.int<64> : !cir.int<s, 32>
      %15 = cir.cmp(lt, %13, %14) : !cir.int<s, 32>, !cir.bool
      cir.condition(%15)
    } body {
      %13 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %14 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %15 = cir.ptr_stride(%13 : !cir.ptr<!cir.double>, %14 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %16 = cir.load %15 : !cir.ptr<!cir.double>, !cir.double
      %17 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %18 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %19 = cir.ptr_stride(%17 : !cir.ptr<!cir.double>, %18 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %20 = cir.load %19 : !cir.ptr<!cir.double>, !cir.double
      %21 = cir.binop(add, %16, %20) : !cir.double
      cir.store %21, %15 : !cir.double, !cir.ptr<!cir.double>
    } step {
      %13 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.unary(inc, %13) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %14, %6 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
    omp.parallel {
      %13 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["b"] {alignment = 8 : i64}
      %14 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %15 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %15, %13 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %16 = cir.const #cir.int<0> : !cir.int<s, 32>
      %17 = cir.const #cir.int<64> : !cir.int<s, 32>
      %18 = cir.const #cir.int<2> : !cir.int<s, 32>
      %19 = builtin.unrealized_conversion_cast %16 : !cir.int<s, 32> to i32
      %20 = builtin.unrealized_conversion_cast %17 : !cir.int<s, 32> to i32
      %21 = builtin.unrealized_conversion_cast %18 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%19) to (%20) step (%21) {
          %22 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %22, %14 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %23 = cir.load %14 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %24 = cir.cast(int_to_float, %23 : !cir.int<s, 32>), !cir.double
          %25 = cir.load %13 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %26 = cir.load %14 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %27 = cir.ptr_stride(%25 : !cir.ptr<!cir.double>, %26 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %24, %27 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.terminator
    }
    omp.parallel {
      %13 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["b"] {alignment = 8 : i64}
      %14 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
      %15 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
      %16 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %16, %13 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %17 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %17, %14 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %18 = cir.const #cir.int<0> : !cir.int<s, 32>
      %19 = cir.const #cir.int<64> : !cir.int<s, 32>
      %20 = cir.const #cir.int<1> : !cir.int<s, 32>
      %21 = builtin.unrealized_conversion_cast %18 : !cir.int<s, 32> to i32
      %22 = builtin.unrealized_conversion_cast %19 : !cir.int<s, 32> to i32
      %23 = builtin.unrealized_conversion_cast %20 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%21) to (%22) step (%23) {
          %24 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %24, %15 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %25 = cir.load %14 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %26 = cir.load %15 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %27 = cir.ptr_stride(%25 : !cir.ptr<!cir.double>, %26 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %28 = cir.load %27 : !cir.ptr<!cir.double>, !cir.double
          %29 = cir.load %13 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %30 = cir.load %15 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %31 = cir.ptr_stride(%29 : !cir.ptr<!cir.double>, %30 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %32 = cir.load %31 : !cir.ptr<!cir.double>, !cir.double
          %33 = cir.binop(add, %28, %32) : !cir.double
          cir.store %33, %27 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.terminator
    }
    omp.parallel {
      %13 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["c"] {alignment = 8 : i64}
      %14 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %15 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
      %16 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %16, %13 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %17 = cir.const #cir.int<0> : !cir.int<s, 32>
      %18 = cir.const #cir.int<8> : !cir.int<s, 32>
      %19 = cir.const #cir.int<1> : !cir.int<s, 32>
      %20 = builtin.unrealized_conversion_cast %17 : !cir.int<s, 32> to i32
      %21 = builtin.unrealized_conversion_cast %18 : !cir.int<s, 32> to i32
      %22 = builtin.unrealized_conversion_cast %19 : !cir.int<s, 32> to i32
      %23 = cir.const #cir.int<0> : !cir.int<s, 32>
      %24 = cir.const #cir.int<8> : !cir.int<s, 32>
      %25 = cir.const #cir.int<1> : !cir.int<s, 32>
      %26 = builtin.unrealized_conversion_cast %23 : !cir.int<s, 32> to i32
      %27 = builtin.unrealized_conversion_cast %24 : !cir.int<s, 32> to i32
      %28 = builtin.unrealized_conversion_cast %25 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5, %arg6) : i32 = (%20, %26) to (%21, %27) step (%22, %28) {
          %29 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %29, %14 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %30 = builtin.unrealized_conversion_cast %arg6 : i32 to !cir.int<s, 32>
          cir.store %30, %15 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %31 = cir.load %14 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %32 = cir.cast(int_to_float, %31 : !cir.int<s, 32>), !cir.double
          %33 = cir.load %13 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %34 = cir.load %14 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %35 = cir.const #cir.int<8> : !cir.int<s, 32>
          %36 = cir.binop(mul, %34, %35) : !cir.int<s, 32>
          %37 = cir.load %15 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %38 = cir.binop(add, %36, %37) : !cir.int<s, 32>
          %39 = cir.ptr_stride(%33 : !cir.ptr<!cir.double>, %38 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %32, %39 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.terminator
    }
    omp.parallel {
      %13 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["c"] {alignment = 8 : i64}
      %14 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
      %15 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
      %16 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %16, %13 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %17 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %17, %14 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %18 = cir.const #cir.int<0> : !cir.int<s, 32>
      %19 = cir.const #cir.int<64> : !cir.int<s, 32>
      %20 = cir.const #cir.int<1> : !cir.int<s, 32>
      %21 = builtin.unrealized_conversion_cast %18 : !cir.int<s, 32> to i32
      %22 = builtin.unrealized_conversion_cast %19 : !cir.int<s, 32> to i32
      %23 = builtin.unrealized_conversion_cast %20 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%21) to (%22) step (%23) {
          %24 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %24, %15 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %25 = cir.load %14 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %26 = cir.load %15 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %27 = cir.ptr_stride(%25 : !cir.ptr<!cir.double>, %26 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %28 = cir.load %27 : !cir.ptr<!cir.double>, !cir.double
          %29 = cir.load %13 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %30 = cir.load %15 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %31 = cir.ptr_stride(%29 : !cir.ptr<!cir.double>, %30 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %32 = cir.load %31 : !cir.ptr<!cir.double>, !cir.double
          %33 = cir.binop(add, %28, %32) : !cir.double
          cir.store %33, %27 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.terminator
    }
    %11 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.store %11, %7 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %13 = cir.load %7 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.const #cir.int<64> : !cir.int<s, 32>
      %15 = cir.cmp(lt, %13, %14) : !cir.int<s, 32>, !cir.bool
      cir.condition(%15)
    } body {
      %13 = cir.load %7 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.cast(int_to_float, %13 : !cir.int<s, 32>), !cir.double
      %15 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %16 = cir.load %7 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %17 = cir.ptr_stride(%15 : !cir.ptr<!cir.double>, %16 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      cir.store %14, %17 : !cir.double, !cir.ptr<!cir.double>
    } step {
      %13 = cir.load %7 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.unary(inc, %13) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %14, %7 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
    %12 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.store %12, %8 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %13 = cir.load %8 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.const #cir.int<63> : !cir.int<s, 32>
      %15 = cir.cmp(le, %13, %14) : !cir.int<s, 32>, !cir.bool
      cir.condition(%15)
    } body {
      %13 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %14 = cir.load %8 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %15 = cir.ptr_stride(%13 : !cir.ptr<!cir.double>, %14 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %16 = cir.load %15 : !cir.ptr<!cir.double>, !cir.double
      %17 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %18 = cir.load %8 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %19 = cir.ptr_stride(%17 : !cir.ptr<!cir.double>, %18 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %20 = cir.load %19 : !cir.ptr<!cir.double>, !cir.double
      %21 = cir.binop(add, %16, %20) : !cir.double
      cir.store %21, %15 : !cir.double, !cir.ptr<!cir.double>
    } step {
      %13 = cir.load %8 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.unary(inc, %13) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %14, %8 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
    cir.return
  }
  cir.func internal @__omp_offloading_main_l98.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>, %arg2: !cir.ptr<!cir.double>, %arg3: !cir.ptr<!cir.double>, %arg4: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["a"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["b"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["c"] {alignment = 8 : i64}
    %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["q"] {alignment = 8 : i64}
    %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    %5 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
    %6 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
    %7 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
    %8 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg2, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg3, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg4, %4 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %9 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.store %9, %5 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %13 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.const #cir.int<64> : !cir.int<s, 32>
      %15 = cir.cmp(lt, %13, %14) : !cir.int<s, 32>, !cir.bool
      cir.condition(%15)
    } body {
      %13 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %14 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %15 = cir.ptr_stride(%13 : !cir.ptr<!cir.double>, %14 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %16 = cir.load %15 : !cir.ptr<!cir.double>, !cir.double
      %17 = cir.const #cir.int<0> : !cir.int<s, 32>
      %18 = cir.cast(int_to_float, %17 : !cir.int<s, 32>), !cir.double
      %19 = cir.cmp(lt, %16, %18) : !cir.double, !cir.bool
      cir.if %19 {
        cir.break
      }
      %20 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %21 = cir.cast(int_to_float, %20 : !cir.int<s, 32>), !cir.double
      %22 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %23 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %24 = cir.ptr_stride(%22 : !cir.ptr<!cir.double>, %23 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      cir.store %21, %24 : !cir.double, !cir.ptr<!cir.double>
    } step {
      %13 = cir.load %5 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.unary(inc, %13) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %14, %5 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
    %10 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.store %10, %6 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %13 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.const #cir.int<64> : !cir.int<s, 32>
      %15 = cir.cmp(lt, %13, %14) : !cir.int<s, 32>, !cir.bool
      cir.condition(%15)
    } body {
      %13 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %14 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %15 = cir.ptr_stride(%13 : !cir.ptr<!cir.double>, %14 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %16 = cir.load %15 : !cir.ptr<!cir.double>, !cir.double
      %17 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %18 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %19 = cir.ptr_stride(%17 : !cir.ptr<!cir.double>, %18 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %20 = cir.load %19 : !cir.ptr<!cir.double>, !cir.double
      %21 = cir.binop(add, %16, %20) : !cir.double
      cir.store %21, %15 : !cir.double, !cir.ptr<!cir.double>
    } step {
      %13 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.unary(inc, %13) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %14, %6 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
    omp.parallel {
      %13 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["b"] {alignment = 8 : i64}
      %14 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %15 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %15, %13 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %16 = cir.const #cir.int<0> : !cir.int<s, 32>
      %17 = cir.const #cir.int<64> : !cir.int<s, 32>
      %18 = cir.const #cir.int<2> : !cir.int<s, 32>
      %19 = builtin.unrealized_conversion_cast %16 : !cir.int<s, 32> to i32
      %20 = builtin.unrealized_conversion_cast %17 : !cir.int<s, 32> to i32
      %21 = builtin.unrealized_conversion_cast %18 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%19) to (%20) step (%21) {
          %22 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %22, %14 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %23 = cir.load %14 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %24 = cir.cast(int_to_float, %23 : !cir.int<s, 32>), !cir.double
          %25 = cir.load %13 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %26 = cir.load %14 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %27 = cir.ptr_stride(%25 : !cir.ptr<!cir.double>, %26 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %24, %27 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.terminator
    }
    omp.parallel {
      %13 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["b"] {alignment = 8 : i64}
      %14 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
      %15 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
      %16 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %16, %13 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %17 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %17, %14 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %18 = cir.const #cir.int<0> : !cir.int<s, 32>
      %19 = cir.const #cir.int<64> : !cir.int<s, 32>
      %20 = cir.const #cir.int<1> : !cir.int<s, 32>
      %21 = builtin.unrealized_conversion_cast %18 : !cir.int<s, 32> to i32
      %22 = builtin.unrealized_conversion_cast %19 : !cir.int<s, 32> to i32
      %23 = builtin.unrealized_conversion_cast %20 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%21) to (%22) step (%23) {
          %24 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %24, %15 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %25 = cir.load %14 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %26 = cir.load %15 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %27 = cir.ptr_stride(%25 : !cir.ptr<!cir.double>, %26 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %28 = cir.load %27 : !cir.ptr<!cir.double>, !cir.double
          %29 = cir.load %13 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %30 = cir.load %15 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %31 = cir.ptr_stride(%29 : !cir.ptr<!cir.double>, %30 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %32 = cir.load %31 : !cir.ptr<!cir.double>, !cir.double
          %33 = cir.binop(add, %28, %32) : !cir.double
          cir.store %33, %27 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.terminator
    }
    omp.parallel {
      %13 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["c"] {alignment = 8 : i64}
      %14 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
      %15 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
      %16 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %16, %13 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %17 = cir.const #cir.int<0> : !cir.int<s, 32>
      %18 = cir.const #cir.int<8> : !cir.int<s, 32>
      %19 = cir.const #cir.int<1> : !cir.int<s, 32>
      %20 = builtin.unrealized_conversion_cast %17 : !cir.int<s, 32> to i32
      %21 = builtin.unrealized_conversion_cast %18 : !cir.int<s, 32> to i32
      %22 = builtin.unrealized_conversion_cast %19 : !cir.int<s, 32> to i32
      %23 = cir.const #cir.int<0> : !cir.int<s, 32>
      %24 = cir.const #cir.int<8> : !cir.int<s, 32>
      %25 = cir.const #cir.int<1> : !cir.int<s, 32>
      %26 = builtin.unrealized_conversion_cast %23 : !cir.int<s, 32> to i32
      %27 = builtin.unrealized_conversion_cast %24 : !cir.int<s, 32> to i32
      %28 = builtin.unrealized_conversion_cast %25 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5, %arg6) : i32 = (%20, %26) to (%21, %27) step (%22, %28) {
          %29 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %29, %14 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %30 = builtin.unrealized_conversion_cast %arg6 : i32 to !cir.int<s, 32>
          cir.store %30, %15 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %31 = cir.load %14 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %32 = cir.cast(int_to_float, %31 : !cir.int<s, 32>), !cir.double
          %33 = cir.load %13 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %34 = cir.load %14 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %35 = cir.const #cir.int<8> : !cir.int<s, 32>
          %36 = cir.binop(mul, %34, %35) : !cir.int<s, 32>
          %37 = cir.load %15 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %38 = cir.binop(add, %36, %37) : !cir.int<s, 32>
          %39 = cir.ptr_stride(%33 : !cir.ptr<!cir.double>, %38 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          cir.store %32, %39 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.terminator
    }
    omp.parallel {
      %13 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["c"] {alignment = 8 : i64}
      %14 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
      %15 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["j"] {alignment = 4 : i64}
      %16 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %16, %13 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %17 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      cir.store %17, %14 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
      %18 = cir.const #cir.int<0> : !cir.int<s, 32>
      %19 = cir.const #cir.int<64> : !cir.int<s, 32>
      %20 = cir.const #cir.int<1> : !cir.int<s, 32>
      %21 = builtin.unrealized_conversion_cast %18 : !cir.int<s, 32> to i32
      %22 = builtin.unrealized_conversion_cast %19 : !cir.int<s, 32> to i32
      %23 = builtin.unrealized_conversion_cast %20 : !cir.int<s, 32> to i32
      omp.wsloop {
        omp.loop_nest (%arg5) : i32 = (%21) to (%22) step (%23) {
          %24 = builtin.unrealized_conversion_cast %arg5 : i32 to !cir.int<s, 32>
          cir.store %24, %15 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
          %25 = cir.load %14 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %26 = cir.load %15 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %27 = cir.ptr_stride(%25 : !cir.ptr<!cir.double>, %26 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %28 = cir.load %27 : !cir.ptr<!cir.double>, !cir.double
          %29 = cir.load %13 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
          %30 = cir.load %15 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
          %31 = cir.ptr_stride(%29 : !cir.ptr<!cir.double>, %30 : !cir.int<s, 32>), !cir.ptr<!cir.double>
          %32 = cir.load %31 : !cir.ptr<!cir.double>, !cir.double
          %33 = cir.binop(add, %28, %32) : !cir.double
          cir.store %33, %27 : !cir.double, !cir.ptr<!cir.double>
          omp.yield
        }
      }
      omp.terminator
    }
    %11 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.store %11, %7 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %13 = cir.load %7 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.const #cir.int<64> : !cir.int<s, 32>
      %15 = cir.cmp(lt, %13, %14) : !cir.int<s, 32>, !cir.bool
      cir.condition(%15)
    } body {
      %13 = cir.load %7 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.cast(int_to_float, %13 : !cir.int<s, 32>), !cir.double
      %15 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %16 = cir.load %7 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %17 = cir.ptr_stride(%15 : !cir.ptr<!cir.double>, %16 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      cir.store %14, %17 : !cir.double, !cir.ptr<!cir.double>
    } step {
      %13 = cir.load %7 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.unary(inc, %13) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %14, %7 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
    %12 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.store %12, %8 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.for : cond {
      %13 = cir.load %8 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.const #cir.int<63> : !cir.int<s, 32>
      %15 = cir.cmp(le, %13, %14) : !cir.int<s, 32>, !cir.bool
      cir.condition(%15)
    } body {
      %13 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %14 = cir.load %8 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %15 = cir.ptr_stride(%13 : !cir.ptr<!cir.double>, %14 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %16 = cir.load %15 : !cir.ptr<!cir.double>, !cir.double
      %17 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
      %18 = cir.load %8 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %19 = cir.ptr_stride(%17 : !cir.ptr<!cir.double>, %18 : !cir.int<s, 32>), !cir.ptr<!cir.double>
      %20 = cir.load %19 : !cir.ptr<!cir.double>, !cir.double
      %21 = cir.binop(add, %16, %20) : !cir.double
      cir.store %21, %15 : !cir.double, !cir.ptr<!cir.double>
    } step {
      %13 = cir.load %8 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
      %14 = cir.unary(inc, %13) : !cir.int<s, 32>, !cir.int<s, 32>
      cir.store %14, %8 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    }
    cir.return
  }
  cir.func internal @__omp_offloading_main_l369(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"]
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"]
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"] {alignment = 8 : i64}
        %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
        %4 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %5 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %5, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %6 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %6, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %7 = cir.const #cir.int<0> : !cir.int<s, 32>
        %8 = cir.const #cir.int<64> : !cir.int<s, 32>
        %9 = cir.const #cir.int<1> : !cir.int<s, 32>
        %10 = builtin.unrealized_conversion_cast %7 : !cir.int<s, 32> to i32
        %11 = builtin.unrealized_conversion_cast %8 : !cir.int<s, 32> to i32
        %12 = builtin.unrealized_conversion_cast %9 : !cir.int<s, 32> to i32
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%arg2) : i32 = (%10) to (%11) step (%12) {
              %13 = builtin.unrealized_conversion_cast %arg2 : i32 to !cir.int<s, 32>
              cir.store %13, %4 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
              %14 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %15 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %16 = cir.ptr_stride(%14 : !cir.ptr<!cir.double>, %15 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %17 = cir.load %16 : !cir.ptr<!cir.double>, !cir.double
              %18 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %19 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %20 = cir.ptr_stride(%18 : !cir.ptr<!cir.double>, %19 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %21 = cir.load %20 : !cir.ptr<!cir.double>, !cir.double
              %22 = cir.binop(add, %17, %21) : !cir.double
              cir.store %22, %16 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func internal @__omp_offloading_main_l369.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"]
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"]
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"] {alignment = 8 : i64}
        %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
        %4 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %5 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %5, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %6 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %6, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %7 = cir.const #cir.int<0> : !cir.int<s, 32>
        %8 = cir.const #cir.int<64> : !cir.int<s, 32>
        %9 = cir.const #cir.int<1> : !cir.int<s, 32>
        %10 = builtin.unrealized_conversion_cast %7 : !cir.int<s, 32> to i32
        %11 = builtin.unrealized_conversion_cast %8 : !cir.int<s, 32> to i32
        %12 = builtin.unrealized_conversion_cast %9 : !cir.int<s, 32> to i32
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%arg2) : i32 = (%10) to (%11) step (%12) {
              %13 = builtin.unrealized_conversion_cast %arg2 : i32 to !cir.int<s, 32>
              cir.store %13, %4 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
              %14 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %15 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %16 = cir.ptr_stride(%14 : !cir.ptr<!cir.double>, %15 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %17 = cir.load %16 : !cir.ptr<!cir.double>, !cir.double
              %18 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %19 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %20 = cir.ptr_stride(%18 : !cir.ptr<!cir.double>, %19 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %21 = cir.load %20 : !cir.ptr<!cir.double>, !cir.double
              %22 = cir.binop(add, %17, %21) : !cir.double
              cir.store %22, %16 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func internal @__omp_offloading_main_l411(%arg0: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"]
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"] {alignment = 8 : i64}
        %2 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %3 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %3, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %4 = cir.const #cir.int<0> : !cir.int<s, 32>
        %5 = cir.const #cir.int<64> : !cir.int<s, 32>
        %6 = cir.const #cir.int<1> : !cir.int<s, 32>
        %7 = builtin.unrealized_conversion_cast %4 : !cir.int<s, 32> to i32
        %8 = builtin.unrealized_conversion_cast %5 : !cir.int<s, 32> to i32
        %9 = builtin.unrealized_conversion_cast %6 : !cir.int<s, 32> to i32
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%arg1) : i32 = (%7) to (%8) step (%9) {
              %10 = builtin.unrealized_conversion_cast %arg1 : i32 to !cir.int<s, 32>
              cir.store %10, %2 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
              %11 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %12 = cir.cast(int_to_float, %11 : !cir.int<s, 32>), !cir.double
              %13 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %14 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %15 = cir.ptr_stride(%13 : !cir.ptr<!cir.double>, %14 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %12, %15 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func internal @__omp_offloading_main_l411.host(%arg0: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"]
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"] {alignment = 8 : i64}
        %2 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %3 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %3, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %4 = cir.const #cir.int<0> : !cir.int<s, 32>
        %5 = cir.const #cir.int<64> : !cir.int<s, 32>
        %6 = cir.const #cir.int<1> : !cir.int<s, 32>
        %7 = builtin.unrealized_conversion_cast %4 : !cir.int<s, 32> to i32
        %8 = builtin.unrealized_conversion_cast %5 : !cir.int<s, 32> to i32
        %9 = builtin.unrealized_conversion_cast %6 : !cir.int<s, 32> to i32
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%arg1) : i32 = (%7) to (%8) step (%9) {
              %10 = builtin.unrealized_conversion_cast %arg1 : i32 to !cir.int<s, 32>
              cir.store %10, %2 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
              %11 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %12 = cir.cast(int_to_float, %11 : !cir.int<s, 32>), !cir.double
              %13 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %14 = cir.load %2 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %15 = cir.ptr_stride(%13 : !cir.ptr<!cir.double>, %14 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %12, %15 : !cir.double, !cir.ptr<!cir.double>
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
  offload.entries [@__omp_offloading_main_l98 : kernel, @__omp_offloading_main_l369 : kernel, @__omp_offloading_main_l411 : kernel]
}

