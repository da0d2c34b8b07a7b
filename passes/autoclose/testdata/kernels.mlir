module attributes {offload.requires = #offload<requires unified_shared_memory>} {
  cir.func @main() -> !cir.int<s, 32> {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["r"] {alignment = 8 : i64}
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["u"] {alignment = 8 : i64}
    %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["v"] {alignment = 8 : i64}
    %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"] {alignment = 8 : i64}
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
    %33 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
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
    %42 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
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
    %51 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
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
    %78 = offload.map base(%24 : !cir.ptr<!cir.double>) begin(%70 : !cir.ptr<!cir.double>) size(%77) type(alloc) attach(%0 : !cir.ptr<!cir.ptr<!cir.double>>) name("s[:]")
    %79 = builtin.unrealized_conversion_cast %41 : i64 to !cir.int<s, 64>
    %80 = cir.ptr_stride(%33 : !cir.ptr<!cir.double>, %35 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %81 = cir.const #cir.int<1> : !cir.int<s, 64>
    %82 = cir.binop(add, %79, %81) : !cir.int<s, 64>
    %83 = cir.ptr_stride(%33 : !cir.ptr<!cir.double>, %82 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %84 = cir.cast(ptr_to_int, %80 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %85 = cir.cast(ptr_to_int, %83 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %86 = cir.binop(sub, %85, %84) : !cir.int<s, 64>
    %87 = builtin.unrealized_conversion_cast %86 : !cir.int<s, 64> to i64
    %88 = offload.map base(%33 : !cir.ptr<!cir.double>) begin(%80 : !cir.ptr<!cir.double>) size(%87) type(alloc) attach(%2 : !cir.ptr<!cir.ptr<!cir.double>>) name("u[:]")
    %89 = builtin.unrealized_conversion_cast %50 : i64 to !cir.int<s, 64>
    %90 = cir.ptr_stride(%42 : !cir.ptr<!cir.double>, %44 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %91 = cir.const #cir.int<1> : !cir.int<s, 64>
    %92 = cir.binop(add, %89, %91) : !cir.int<s, 64>
    %93 = cir.ptr_stride(%42 : !cir.ptr<!cir.double>, %92 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %94 = cir.cast(ptr_to_int, %90 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %95 = cir.cast(ptr_to_int, %93 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %96 = cir.binop(sub, %95, %94) : !cir.int<s, 64>
    %97 = builtin.unrealized_conversion_cast %96 : !cir.int<s, 64> to i64
    %98 = offload.map base(%42 : !cir.ptr<!cir.double>) begin(%90 : !cir.ptr<!cir.double>) size(%97) type(alloc) attach(%3 : !cir.ptr<!cir.ptr<!cir.double>>) name("v[:]")
    %99 = builtin.unrealized_conversion_cast %59 : i64 to !cir.int<s, 64>
    %100 = cir.ptr_stride(%51 : !cir.ptr<!cir.double>, %53 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %101 = cir.const #cir.int<1> : !cir.int<s, 64>
    %102 = cir.binop(add, %99, %101) : !cir.int<s, 64>
    %103 = cir.ptr_stride(%51 : !cir.ptr<!cir.double>, %102 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %104 = cir.cast(ptr_to_int, %100 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %105 = cir.cast(ptr_to_int, %103 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %106 = cir.binop(sub, %105, %104) : !cir.int<s, 64>
    %107 = builtin.unrealized_conversion_cast %106 : !cir.int<s, 64> to i64
    %108 = offload.map base(%51 : !cir.ptr<!cir.double>) begin(%100 : !cir.ptr<!cir.double>) size(%107) type(alloc) attach(%4 : !cir.ptr<!cir.ptr<!cir.double>>) name("w[:]")
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
    %120 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %121 = cir.cast(ptr_to_int, %120 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %122 = cir.cast(ptr_to_int, %120 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %123 = cir.binop(sub, %122, %121) : !cir.int<s, 64>
    %124 = builtin.unrealized_conversion_cast %123 : !cir.int<s, 64> to i64
    %125 = offload.map base(%120 : !cir.ptr<!cir.double>) begin(%120 : !cir.ptr<!cir.double>) size(%124) type(implicit, alloc) name("s")
    %126 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %127 = cir.cast(ptr_to_int, %126 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %128 = cir.cast(ptr_to_int, %126 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %129 = cir.binop(sub, %128, %127) : !cir.int<s, 64>
    %130 = builtin.unrealized_conversion_cast %129 : !cir.int<s, 64> to i64
    %131 = offload.map base(%126 : !cir.ptr<!cir.double>) begin(%126 : !cir.ptr<!cir.double>) size(%130) type(implicit, alloc) name("u")
    %132 = offload.data_begin maps(%125, %131)
    offload.launch @__omp_offloading_main_l101(%125, %131 : !offload.map, !offload.map) host_fallback(@__omp_offloading_main_l101.host) env(%132)
    offload.data_end %132
    %133 = cir.const #cir.int<0> : !cir.int<s, 32>
    %134 = cir.cast(int_to_float, %133 : !cir.int<s, 32>), !cir.double
    %135 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %136 = cir.const #cir.int<3> : !cir.int<s, 32>
    %137 = cir.ptr_stride(%135 : !cir.ptr<!cir.double>, %136 : !cir.int<s, 32>), !cir.ptr<!cir.double>
    cir.store %134, %137 : !cir.double, !cir.ptr<!cir.double>
    %138 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %139 = cir.cast(ptr_to_int, %138 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %140 = cir.cast(ptr_to_int, %138 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %141 = cir.binop(sub, %140, %139) : !cir.int<s, 64>
    %142 = builtin.unrealized_conversion_cast %141 : !cir.int<s, 64> to i64
    %143 = offload.map base(%138 : !cir.ptr<!cir.double>) begin(%138 : !cir.ptr<!cir.double>) size(%142) type(implicit, alloc) name("s")
    %144 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %145 = cir.cast(ptr_to_int, %144 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %146 = cir.cast(ptr_to_int, %144 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %147 = cir.binop(sub, %146, %145) : !cir.int<s, 64>
    %148 = builtin.unrealized_conversion_cast %147 : !cir.int<s, 64> to i64
    %149 = offload.map base(%144 : !cir.ptr<!cir.double>) begin(%144 : !cir.ptr<!cir.double>) size(%148) type(implicit, alloc) name("u")
    %150 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %151 = cir.cast(ptr_to_int, %150 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %152 = cir.cast(ptr_to_int, %150 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %153 = cir.binop(sub, %152, %151) : !cir.int<s, 64>
    %154 = builtin.unrealized_conversion_cast %153 : !cir.int<s, 64> to i64
    %155 = offload.map base(%150 : !cir.ptr<!cir.double>) begin(%150 : !cir.ptr<!cir.double>) size(%154) type(implicit, alloc) name("out")
    %156 = offload.data_begin maps(%143, %149, %155)
    offload.launch @__omp_offloading_main_l153(%143, %149, %155 : !offload.map, !offload.map, !offload.map) host_fallback(@__omp_offloading_main_l153.host) env(%156)
    offload.data_end %156
    %157 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %158 = cir.cast(ptr_to_int, %157 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %159 = cir.cast(ptr_to_int, %157 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %160 = cir.binop(sub, %159, %158) : !cir.int<s, 64>
    %161 = builtin.unrealized_conversion_cast %160 : !cir.int<s, 64> to i64
    %162 = offload.map base(%157 : !cir.ptr<!cir.double>) begin(%157 : !cir.ptr<!cir.double>) size(%161) type(implicit, alloc) name("v")
    %163 = offload.data_begin maps(%162)
    offload.launch @__omp_offloading_main_l201(%162 : !offload.map) host_fallback(@__omp_offloading_main_l201.host) env(%163)
    offload.data_end %163
    %164 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %165 = cir.cast(ptr_to_int, %164 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %166 = cir.cast(ptr_to_int, %164 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %167 = cir.binop(sub, %166, %165) : !cir.int<s, 64>
    %168 = builtin.unrealized_conversion_cast %167 : !cir.int<s, 64> to i64
    %169 = offload.map base(%164 : !cir.ptr<!cir.double>) begin(%164 : !cir.ptr<!cir.double>) size(%168) type(implicit, alloc) name("v")
    %170 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %171 = cir.cast(ptr_to_int, %170 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %172 = cir.cast(ptr_to_int, %170 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %173 = cir.binop(sub, %172, %171) : !cir.int<s, 64>
    %174 = builtin.unrealized_conversion_cast %173 : !cir.int<s, 64> to i64
    %175 = offload.map base(%170 : !cir.ptr<!cir.double>) begin(%170 : !cir.ptr<!cir.double>) size(%174) type(implicit, alloc) name("w")
    %176 = offload.data_begin maps(%169, %175)
    offload.launch @__omp_offloading_main_l237(%169, %175 : !offload.map, !offload.map) host_fallback(@__omp_offloading_main_l237.host) env(%176)
    offload.data_end %176
    offload.data_end %119
    %177 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %178 = cir.const #cir.int<0> : !cir.int<s, 32>
    %179 = cir.cast(integral, %178 : !cir.int<s, 32>), !cir.int<s, 64>
    %180 = builtin.unrealized_conversion_cast %179 : !cir.int<s, 64> to i64
    %181 = cir.const #cir.int<64> : !cir.int<s, 32>
    %182 = cir.cast(integral, %181 : !cir.int<s, 32>), !cir.int<s, 64>
    %183 = builtin.unrealized_conversion_cast %182 : !cir.int<s, 64> to i64
    %c1_i64_8 = arith.constant 1 : i64
    %c0_i64_9 = arith.constant 0 : i64
    %184 = arith.addi %180, %183 : i64
    %185 = arith.subi %184, %c1_i64_8 : i64
    %186 = builtin.unrealized_conversion_cast %185 : i64 to !cir.int<s, 64>
    %187 = cir.ptr_stride(%177 : !cir.ptr<!cir.double>, %179 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %188 = cir.const #cir.int<1> : !cir.int<s, 64>
    %189 = cir.binop(add, %186, %188) : !cir.int<s, 64>
    %190 = cir.ptr_stride(%177 : !cir.ptr<!cir.double>, %189 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %191 = cir.cast(ptr_to_int, %187 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %192 = cir.cast(ptr_to_int, %190 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %193 = cir.binop(sub, %192, %191) : !cir.int<s, 64>
    %194 = builtin.unrealized_conversion_cast %193 : !cir.int<s, 64> to i64
    %195 = offload.map base(%177 : !cir.ptr<!cir.double>) begin(%187 : !cir.ptr<!cir.double>) size(%194) type(alloc) attach(%1 : !cir.ptr<!cir.ptr<!cir.double>>) name("r[:]")
    %196 = offload.data_begin maps(%195)
    offload.launch @__omp_offloading_main_l291(%195 : !offload.map) host_fallback(@__omp_offloading_main_l291.host) env(%196)
    offload.data_end %196
    %197 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %198 = cir.const #cir.int<0> : !cir.int<s, 32>
    %199 = cir.cast(integral, %198 : !cir.int<s, 32>), !cir.int<s, 64>
    %200 = builtin.unrealized_conversion_cast %199 : !cir.int<s, 64> to i64
    %201 = cir.const #cir.int<64> : !cir.int<s, 32>
    %202 = cir.cast(integral, %201 : !cir.int<s, 32>), !cir.int<s, 64>
    %203 = builtin.unrealized_conversion_cast %202 : !cir.int<s, 64> to i64
    %c1_i64_10 = arith.constant 1 : i64
    %c0_i64_11 = arith.constant 0 : i64
    %204 = arith.addi %200, %203 : i64
    %205 = arith.subi %204, %c1_i64_10 : i64
    %206 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %207 = cir.const #cir.int<0> : !cir.int<s, 32>
    %208 = cir.cast(integral, %207 : !cir.int<s, 32>), !cir.int<s, 64>
    %209 = builtin.unrealized_conversion_cast %208 : !cir.int<s, 64> to i64
    %210 = cir.const #cir.int<64> : !cir.int<s, 32>
    %211 = cir.cast(integral, %210 : !cir.int<s, 32>), !cir.int<s, 64>
    %212 = builtin.unrealized_conversion_cast %211 : !cir.int<s, 64> to i64
    %c1_i64_12 = arith.constant 1 : i64
    %c0_i64_13 = arith.constant 0 : i64
    %213 = arith.addi %209, %212 : i64
    %214 = arith.subi %213, %c1_i64_12 : i64
    %215 = builtin.unrealized_conversion_cast %205 : i64 to !cir.int<s, 64>
    %216 = cir.ptr_stride(%197 : !cir.ptr<!cir.double>, %199 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %217 = cir.const #cir.int<1> : !cir.int<s, 64>
    %218 = cir.binop(add, %215, %217) : !cir.int<s, 64>
    %219 = cir.ptr_stride(%197 : !cir.ptr<!cir.double>, %218 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %220 = cir.cast(ptr_to_int, %216 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %221 = cir.cast(ptr_to_int, %219 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %222 = cir.binop(sub, %221, %220) : !cir.int<s, 64>
    %223 = builtin.unrealized_conversion_cast %222 : !cir.int<s, 64> to i64
    %224 = offload.map base(%197 : !cir.ptr<!cir.double>) begin(%216 : !cir.ptr<!cir.double>) size(%223) type(alloc) attach(%1 : !cir.ptr<!cir.ptr<!cir.double>>) name("r[:]")
    %225 = builtin.unrealized_conversion_cast %214 : i64 to !cir.int<s, 64>
    %226 = cir.ptr_stride(%206 : !cir.ptr<!cir.double>, %208 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %227 = cir.const #cir.int<1> : !cir.int<s, 64>
    %228 = cir.binop(add, %225, %227) : !cir.int<s, 64>
    %229 = cir.ptr_stride(%206 : !cir.ptr<!cir.double>, %228 : !cir.int<s, 64>), !cir.ptr<!cir.double>
    %230 = cir.cast(ptr_to_int, %226 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %231 = cir.cast(ptr_to_int, %229 : !cir.ptr<!cir.double>), !cir.int<s, 64>
    %232 = cir.binop(sub, %231, %230) : !cir.int<s, 64>
    %233 = builtin.unrealized_conversion_cast %232 : !cir.int<s, 64> to i64
    %234 = offload.map base(%206 : !cir.ptr<!cir.double>) begin(%226 : !cir.ptr<!cir.double>) size(%233) type(tofrom) attach(%5 : !cir.ptr<!cir.ptr<!cir.double>>) name("out[:]")
    %235 = offload.data_begin maps(%224, %234)
    offload.launch @__omp_offloading_main_l353(%224, %234 : !offload.map, !offload.map) host_fallback(@__omp_offloading_main_l353.host) env(%235)
    offload.data_end %235
    %236 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %237 = cir.cast(bitcast, %236 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%237) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %238 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %239 = cir.cast(bitcast, %238 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%239) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %240 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %241 = cir.cast(bitcast, %240 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%241) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %242 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %243 = cir.cast(bitcast, %242 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%243) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %244 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %245 = cir.cast(bitcast, %244 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%245) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %246 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
    %247 = cir.cast(bitcast, %246 : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<s, 8>>
    cir.call @free(%247) : (!cir.ptr<!cir.int<s, 8>>) -> ()
    %248 = cir.const #cir.int<0> : !cir.int<s, 32>
    cir.return %248 : !cir.int<s, 32>
  }
  cir.func internal @__omp_offloading_main_l101(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"]
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["u"]
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"] {alignment = 8 : i64}
        %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["u"] {alignment = 8 : i64}
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
              %14 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %15 = cir.cast(int_to_float, %14 : !cir.int<s, 32>), !cir.double
              %16 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %17 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %18 = cir.ptr_stride(%16 : !cir.ptr<!cir.double>, %17 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %15, %18 : !cir.double, !cir.ptr<!cir.double>
              %19 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %20 = cir.cast(int_to_float, %19 : !cir.int<s, 32>), !cir.double
              %21 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %22 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %23 = cir.ptr_stride(%21 : !cir.ptr<!cir.double>, %22 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %20, %23 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func internal @__omp_offloading_main_l101.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"]
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["u"]
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"] {alignment = 8 : i64}
        %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["u"] {alignment = 8 : i64}
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
              %14 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %15 = cir.cast(int_to_float, %14 : !cir.int<s, 32>), !cir.double
              %16 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %17 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %18 = cir.ptr_stride(%16 : !cir.ptr<!cir.double>, %17 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %15, %18 : !cir.double, !cir.ptr<!cir.double>
              %19 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %20 = cir.cast(int_to_float, %19 : !cir.int<s, 32>), !cir.double
              %21 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %22 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %23 = cir.ptr_stride(%21 : !cir.ptr<!cir.double>, %22 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %20, %23 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func internal @__omp_offloading_main_l153(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>, %arg2: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"]
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["u"]
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"]
    cir.store %arg2, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"] {alignment = 8 : i64}
        %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["u"] {alignment = 8 : i64}
        %5 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
        %6 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %7 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %7, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %8 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %8, %4 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %9 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %9, %5 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %10 = cir.const #cir.int<0> : !cir.int<s, 32>
        %11 = cir.const #cir.int<64> : !cir.int<s, 32>
        %12 = cir.const #cir.int<1> : !cir.int<s, 32>
        %13 = builtin.unrealized_conversion_cast %10 : !cir.int<s, 32> to i32
        %14 = builtin.unrealized_conversion_cast %11 : !cir.int<s, 32> to i32
        %15 = builtin.unrealized_conversion_cast %12 : !cir.int<s, 32> to i32
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%arg3) : i32 = (%13) to (%14) step (%15) {
              %16 = builtin.unrealized_conversion_cast %arg3 : i32 to !cir.int<s, 32>
              cir.store %16, %6 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
              %17 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %18 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %19 = cir.ptr_stride(%17 : !cir.ptr<!cir.double>, %18 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %20 = cir.load %19 : !cir.ptr<!cir.double>, !cir.double
              %21 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %22 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %23 = cir.ptr_stride(%21 : !cir.ptr<!cir.double>, %22 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %24 = cir.load %23 : !cir.ptr<!cir.double>, !cir.double
              %25 = cir.binop(add, %20, %24) : !cir.double
              %26 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %27 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %28 = cir.ptr_stride(%26 : !cir.ptr<!cir.double>, %27 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %25, %28 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func internal @__omp_offloading_main_l153.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>, %arg2: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"]
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["u"]
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"]
    cir.store %arg2, %2 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["s"] {alignment = 8 : i64}
        %4 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["u"] {alignment = 8 : i64}
        %5 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
        %6 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %7 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %7, %3 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %8 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %8, %4 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %9 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %9, %5 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %10 = cir.const #cir.int<0> : !cir.int<s, 32>
        %11 = cir.const #cir.int<64> : !cir.int<s, 32>
        %12 = cir.const #cir.int<1> : !cir.int<s, 32>
        %13 = builtin.unrealized_conversion_cast %10 : !cir.int<s, 32> to i32
        %14 = builtin.unrealized_conversion_cast %11 : !cir.int<s, 32> to i32
        %15 = builtin.unrealized_conversion_cast %12 : !cir.int<s, 32> to i32
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%arg3) : i32 = (%13) to (%14) step (%15) {
              %16 = builtin.unrealized_conversion_cast %arg3 : i32 to !cir.int<s, 32>
              cir.store %16, %6 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
              %17 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %18 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %19 = cir.ptr_stride(%17 : !cir.ptr<!cir.double>, %18 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %20 = cir.load %19 : !cir.ptr<!cir.double>, !cir.double
              %21 = cir.load %4 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %22 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %23 = cir.ptr_stride(%21 : !cir.ptr<!cir.double>, %22 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %24 = cir.load %23 : !cir.ptr<!cir.double>, !cir.double
              %25 = cir.binop(add, %20, %24) : !cir.double
              %26 = cir.load %5 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %27 = cir.load %6 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %28 = cir.ptr_stride(%26 : !cir.ptr<!cir.double>, %27 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %25, %28 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func internal @__omp_offloading_main_l201(%arg0: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["v"]
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["v"] {alignment = 8 : i64}
        %2 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %3 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %3, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %4 = cir.const #cir.int<0> : !cir.int<s, 32>
        %5 = cir.const #cir.int<32> : !cir.int<s, 32>
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
  cir.func internal @__omp_offloading_main_l201.host(%arg0: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["v"]
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["v"] {alignment = 8 : i64}
        %2 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
        %3 = cir.load %0 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
        cir.store %3, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
        %4 = cir.const #cir.int<0> : !cir.int<s, 32>
        %5 = cir.const #cir.int<32> : !cir.int<s, 32>
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
  cir.func internal @__omp_offloading_main_l237(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["v"]
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"]
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["v"] {alignment = 8 : i64}
        %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"] {alignment = 8 : i64}
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
              %14 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %15 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %16 = cir.ptr_stride(%14 : !cir.ptr<!cir.double>, %15 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %17 = cir.load %16 : !cir.ptr<!cir.double>, !cir.double
              %18 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %19 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %20 = cir.ptr_stride(%18 : !cir.ptr<!cir.double>, %19 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %17, %20 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func internal @__omp_offloading_main_l237.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["v"]
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"]
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["v"] {alignment = 8 : i64}
        %3 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["w"] {alignment = 8 : i64}
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
              %14 = cir.load %2 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %15 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %16 = cir.ptr_stride(%14 : !cir.ptr<!cir.double>, %15 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              %17 = cir.load %16 : !cir.ptr<!cir.double>, !cir.double
              %18 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
              %19 = cir.load %4 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
              %20 = cir.ptr_stride(%18 : !cir.ptr<!cir.double>, %19 : !cir.int<s, 32>), !cir.ptr<!cir.double>
              cir.store %17, %20 : !cir.double, !cir.ptr<!cir.double>
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
  cir.func internal @__omp_offloading_main_l291(%arg0: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["r"] {alignment = 8 : i64}
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["r"] {alignment = 8 : i64}
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
  cir.func internal @__omp_offloading_main_l291.host(%arg0: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["r"] {alignment = 8 : i64}
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["r"] {alignment = 8 : i64}
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
  cir.func internal @__omp_offloading_main_l353(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>) attributes {offload.kernel} {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["r"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["r"] {alignment = 8 : i64}
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
  cir.func internal @__omp_offloading_main_l353.host(%arg0: !cir.ptr<!cir.double>, %arg1: !cir.ptr<!cir.double>) {
    %0 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["r"] {alignment = 8 : i64}
    %1 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["out"] {alignment = 8 : i64}
    cir.store %arg0, %0 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    cir.store %arg1, %1 : !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>
    omp.teams {
      omp.parallel {
        %2 = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["r"] {alignment = 8 : i64}
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
  cir.func private @malloc(!cir.int<u, 64>) -> !cir.ptr<!cir.int<s, 8>>
  cir.func private @free(!cir.ptr<!cir.int<s, 8>>)
  offload.entries [@__omp_offloading_main_l101 : kernel, @__omp_offloading_main_l153 : kernel, @__omp_offloading_main_l201 : kernel, @__omp_offloading_main_l237 : kernel, @__omp_offloading_main_l291 : kernel, @__omp_offloading_main_l353 : kernel]
}

