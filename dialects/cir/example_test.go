package cir_test

import (
	"fmt"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
)

// What a C front end makes of
//
//	static const char fmt[] = "%d\n";
//	int printf(const char *, ...);
//	void count(int n) { for (int i = 0; i < n; i++) printf(fmt, i > 2 ? i : -i); }
func ExampleNewFor() {
	ctx := all.NewContext()
	m := builtin.NewModule(ctx, "", nil)
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToEnd(m.Body())
	s8, s32 := cir.S8, cir.S32
	strType := cir.ArrayType{Elem: s8, Len: 4}
	cir.NewGlobal(b, "fmt", strType, cir.ConstArrayAttr{Type: strType, Str: "%d\n\x00"}, cir.InternalLinkage, true, nil)
	printfType := cir.Func(ctx, s32, []ir.Type{cir.PtrTo(s8)}, true)
	cir.NewFuncDecl(b, "printf", printfType, nil)

	fn := cir.NewFunc(b, "count", cir.Func(ctx, nil, []ir.Type{s32}, false), cir.ExternalLinkage, nil)
	b.SetInsertionPointToEnd(fn.Entry())
	n := fn.Arguments()[0]
	cir.NewScope(b, nil, func(b *ir.Builder) {
		i := cir.NewAlloca(b, s32, "i", 4, nil).Result(0)
		cir.NewStore(b, cir.NewIntConst(b, s32, 0, nil), i, false, nil)
		cir.NewFor(b, nil,
			func(b *ir.Builder) *ir.Value {
				iv := cir.NewLoad(b, i, false, nil).Result(0)
				return cir.NewCmp(b, cir.CmpLT, iv, n, nil).Result(0)
			},
			func(b *ir.Builder) {
				iv := cir.NewLoad(b, i, false, nil).Result(0)
				big := cir.NewCmp(b, cir.CmpGT, iv, cir.NewIntConst(b, s32, 2, nil), nil).Result(0)
				arg := cir.NewTernary(b, big, s32, nil,
					func(b *ir.Builder) *ir.Value { return iv },
					func(b *ir.Builder) *ir.Value { return cir.NewUnary(b, cir.UnaryMinus, iv, nil).Result(0) })
				str := cir.NewGetGlobal(b, "fmt", cir.PtrTo(strType), nil).Result(0)
				decayed := cir.NewCast(b, cir.CastArrayToPtrDecay, str, cir.PtrTo(s8), nil).Result(0)
				cir.NewCall(b, "printf", printfType, []*ir.Value{decayed, arg.Result(0)}, nil)
			},
			func(b *ir.Builder) {
				iv := cir.NewLoad(b, i, false, nil).Result(0)
				cir.NewStore(b, cir.NewUnary(b, cir.UnaryInc, iv, nil).Result(0), i, false, nil)
			})
	})
	cir.NewReturn(b, nil, nil)
	if err := ir.Verify(m.Operation); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(m.String())
	// Output:
	// module {
	//   cir.global internal constant @fmt = #cir.const_array<"%d\0A\00"> : !cir.array<!cir.int<s, 8> x 4>
	//   cir.func private @printf(!cir.ptr<!cir.int<s, 8>>, ...) -> !cir.int<s, 32>
	//   cir.func @count(%arg0: !cir.int<s, 32>) {
	//     cir.scope {
	//       %0 = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
	//       %1 = cir.const #cir.int<0> : !cir.int<s, 32>
	//       cir.store %1, %0 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
	//       cir.for : cond {
	//         %2 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
	//         %3 = cir.cmp(lt, %2, %arg0) : !cir.int<s, 32>, !cir.bool
	//         cir.condition(%3)
	//       } body {
	//         %2 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
	//         %3 = cir.const #cir.int<2> : !cir.int<s, 32>
	//         %4 = cir.cmp(gt, %2, %3) : !cir.int<s, 32>, !cir.bool
	//         %5 = cir.ternary(%4, true {
	//           cir.yield %2 : !cir.int<s, 32>
	//         }, false {
	//           %9 = cir.unary(minus, %2) : !cir.int<s, 32>, !cir.int<s, 32>
	//           cir.yield %9 : !cir.int<s, 32>
	//         }) : (!cir.bool) -> !cir.int<s, 32>
	//         %6 = cir.get_global @fmt : !cir.ptr<!cir.array<!cir.int<s, 8> x 4>>
	//         %7 = cir.cast(array_to_ptrdecay, %6 : !cir.ptr<!cir.array<!cir.int<s, 8> x 4>>), !cir.ptr<!cir.int<s, 8>>
	//         %8 = cir.call @printf(%7, %5) : (!cir.ptr<!cir.int<s, 8>>, !cir.int<s, 32>) -> !cir.int<s, 32>
	//       } step {
	//         %2 = cir.load %0 : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
	//         %3 = cir.unary(inc, %2) : !cir.int<s, 32>, !cir.int<s, 32>
	//         cir.store %3, %0 : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
	//       }
	//     }
	//     cir.return
	//   }
	// }
}
