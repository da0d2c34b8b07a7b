package passes_test

import (
	"fmt"
	"os"

	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// FuncSize records on every function how many operations its body holds.
type FuncSize struct {
	// Options: exported fields tagged `option`; the constructor sets the
	// defaults.
	AttrName string `option:"attr-name" help:"Name of the attribute to set"`
	Min      int    `option:"min" help:"Only annotate functions of at least this many operations"`

	// Statistics: atomic counters, safe to bump from every function at
	// once.
	Annotated passes.Statistic `stat:"num-annotated" help:"Number of functions annotated"`
}

// NewFuncSize is the constructor the registry calls.
func NewFuncSize() passes.Pass { return &FuncSize{AttrName: "size"} }

// Info names the pass and anchors it on functions.
func (p *FuncSize) Info() passes.Info {
	return passes.Info{
		Argument: "func-size",
		Name:     "FuncSize",
		Summary:  "Annotate functions with their size",
		Anchor:   "func.func",
	}
}

// Run runs on one function. It may change the function and what it
// holds, may read its ancestors, and must not touch other functions: the
// pass manager runs it on several at once.
func (p *FuncSize) Run(fn *ir.Operation, st *passes.State) error {
	n := 0
	fn.WalkNested(ir.PreOrder, func(*ir.Operation) ir.WalkResult {
		n++
		return ir.Advance
	})
	if n < p.Min {
		st.MarkUnchanged()
		return nil
	}
	fn.SetAttr(p.AttrName, ir.IntAttr(ir.I64, int64(n)))
	p.Annotated.Inc()
	return nil
}

func Example() {
	ctx := ir.NewContext()
	for _, register := range []func(*ir.Context) error{builtin.Register, funcs.Register, arith.Register} {
		if err := register(ctx); err != nil {
			panic(err)
		}
	}
	reg := passes.NewRegistry()
	reg.Register(NewFuncSize)

	pm := passes.NewPassManager(ctx, "builtin.module", passes.Config{
		Registry:   reg,
		VerifyEach: true,
		PrintAfter: []string{"func-size"},
		IROut:      os.Stdout,
	})
	const pipeline = "builtin.module(func.func(func-size{attr-name=ops min=2}))"
	if err := pm.AddPipeline(pipeline, "<pipeline>"); err != nil {
		panic(err)
	}
	fmt.Println(pm)

	module, err := builtin.ParseModule(ctx, "input.mlir", []byte(`
func.func @small() {
  return
}
func.func @big(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}`))
	if err != nil {
		panic(err)
	}
	if _, err := pm.Run(module); err != nil {
		panic(err)
	}
	pm.PrintStatistics(os.Stdout)

	// Output:
	// builtin.module(func.func(func-size{attr-name=ops min=2}))
	// // -----// IR Dump After FuncSize (func-size) //----- //
	// func.func @small() {
	//   return
	// }
	//
	// // -----// IR Dump After FuncSize (func-size) //----- //
	// func.func @big(%arg0: i32) -> i32 attributes {ops = 3 : i64} {
	//   %0 = arith.addi %arg0, %arg0 : i32
	//   %1 = arith.muli %0, %0 : i32
	//   return %1 : i32
	// }
	//
	// ===-------------------------------------------------------------------------===
	//                          ... Pass statistics report ...
	// ===-------------------------------------------------------------------------===
	//   FuncSize
	//     (S) 1 num-annotated - Number of functions annotated
}
