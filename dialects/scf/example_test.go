package scf_test

import (
	"fmt"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/dialects/scf"
	"github.com/strata-ir/strata/ir"
)

// A loop summing 0..n-1, built with the body callback of NewFor.
func ExampleNewFor() {
	ctx := all.NewContext()
	m := builtin.NewModule(ctx, "", nil)
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToEnd(m.Body())
	typ := ctx.FunctionType([]ir.Type{ir.Index}, []ir.Type{ir.Index})
	funcs.NewFunc(b, "sum", typ, nil, func(b *ir.Builder, args []*ir.Value) {
		zero := arith.NewConstantIndex(b, 0, nil).Result()
		one := arith.NewConstantIndex(b, 1, nil).Result()
		loop := scf.NewFor(b, zero, args[0], one, []*ir.Value{zero}, nil,
			func(b *ir.Builder, iv []*ir.Value) []*ir.Value {
				// iv[0] is the induction variable, iv[1] the running sum.
				return []*ir.Value{arith.NewAddI(b, iv[1], iv[0], nil).Result()}
			})
		funcs.NewReturn(b, loop.Results(), nil)
	})
	if err := ir.Verify(m.Operation); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(m.String())
	// Output:
	// module {
	//   func.func @sum(%arg0: index) -> index {
	//     %c0 = arith.constant 0 : index
	//     %c1 = arith.constant 1 : index
	//     %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0) -> (index) {
	//       %1 = arith.addi %arg2, %arg1 : index
	//       scf.yield %1 : index
	//     }
	//     return %0 : index
	//   }
	// }
}
