// Package scf is MLIR's scf dialect of structured control flow: scf.for,
// scf.if, scf.while and scf.execute_region, with their terminators
// scf.yield and scf.condition.
//
// The verifiers check the values flowing along each control-flow edge
// (into a region, between regions, out to the op's results) and word the
// problems as MLIR's RegionBranchOpInterface does.
package scf

import (
	"fmt"

	"github.com/strata-ir/strata/ir"
)

// Name is the dialect's namespace.
const Name = "scf"

// Operation names.
const (
	ForOpName           = "scf.for"
	IfOpName            = "scf.if"
	WhileOpName         = "scf.while"
	ExecuteRegionOpName = "scf.execute_region"
	YieldOpName         = "scf.yield"
	ConditionOpName     = "scf.condition"
)

// Dialect returns a fresh definition of the dialect.
func Dialect() *ir.Dialect {
	return &ir.Dialect{
		Name:        Name,
		Description: "structured control flow",
		// Every op may be inlined, as MLIR's inliner interface for the
		// dialect says.
		Interfaces: []any{ir.InlineAll{}},
		Ops: []*ir.OpDef{
			{
				Name:    ForOpName,
				Summary: "for operation",
				Operands: []ir.OperandDef{
					{Name: "lowerBound", Type: ir.IndexTypeC},
					{Name: "upperBound", Type: ir.IndexTypeC},
					{Name: "step", Type: ir.IndexTypeC},
					{Name: "initArgs", Type: ir.AnyType, Arity: ir.Variadic},
				},
				Results:       []ir.ResultDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
				Regions:       []ir.RegionDef{{Name: "region"}},
				Traits:        []ir.Trait{ir.SingleBlock, ir.RecursiveMemoryEffects},
				Speculatable:  forSpeculatability,
				Verify:        verifyFor,
				VerifyRegions: verifyForRegions,
				Parse:         parseFor,
				Print:         printFor,
				Canonicalize:  forCanonicalizations(),
			},
			{
				Name:          IfOpName,
				Summary:       "if-then-else operation",
				Operands:      []ir.OperandDef{{Name: "condition", Type: ir.I1Type}},
				Results:       []ir.ResultDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
				Regions:       []ir.RegionDef{{Name: "thenRegion"}, {Name: "elseRegion", MaxBlocks: 1}},
				Traits:        []ir.Trait{ir.SingleBlock, ir.RecursiveMemoryEffects},
				Verify:        verifyIf,
				VerifyRegions: verifyIfRegions,
				Parse:         parseIf,
				Print:         printIf,
				Fold:          foldIf,
				Canonicalize:  ifCanonicalizations(),
			},
			{
				Name:          WhileOpName,
				Summary:       "a generic 'while' loop",
				Operands:      []ir.OperandDef{{Name: "inits", Type: ir.AnyType, Arity: ir.Variadic}},
				Results:       []ir.ResultDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
				Regions:       []ir.RegionDef{{Name: "before"}, {Name: "after"}},
				Traits:        []ir.Trait{ir.RecursiveMemoryEffects},
				Verify:        verifyWhile,
				VerifyRegions: verifyWhileRegions,
				Parse:         parseWhile,
				Print:         printWhile,
				Canonicalize:  whileCanonicalizations(),
			},
			{
				Name:          ExecuteRegionOpName,
				Summary:       "operation that executes its region exactly once",
				Results:       []ir.ResultDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
				Regions:       []ir.RegionDef{{Name: "region"}},
				Verify:        verifyExecuteRegion,
				VerifyRegions: verifyExecuteRegionRegions,
				Parse:         parseExecuteRegion,
				Print:         printExecuteRegion,
				Canonicalize:  executeRegionCanonicalizations(),
			},
			{
				Name:     YieldOpName,
				Summary:  "loop yield and termination operation",
				Operands: []ir.OperandDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}},
				Traits: []ir.Trait{ir.Pure, ir.Terminator, ir.ReturnLike,
					ir.HasParent(ExecuteRegionOpName, ForOpName, IfOpName, WhileOpName)},
				Format: "attr-dict ($results^ `:` type($results))?",
			},
			{
				Name:    ConditionOpName,
				Summary: "loop continuation condition",
				Operands: []ir.OperandDef{
					{Name: "condition", Type: ir.I1Type},
					{Name: "args", Type: ir.AnyType, Arity: ir.Variadic},
				},
				Traits: []ir.Trait{ir.Pure, ir.Terminator, ir.HasParent(WhileOpName)},
				Format: "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
			},
		},
	}
}

// Register registers the scf dialect with ctx.
func Register(ctx *ir.Context) error { return ctx.RegisterDialect(Dialect()) }

// --- control-flow edges ---

// The ends of a control-flow edge, as RegionBranchOpInterface names them.
const (
	parentOperands = "parent operands"
	parentResults  = "parent results"
)

func regionName(i int) string { return fmt.Sprintf("Region #%d", i) }

// verifyEdge checks that the values sent along an edge match what its
// target receives. MLIR's messages start with a space, which its "op"
// prefix then doubles; strata keeps the text identical.
func verifyEdge(from, to string, src, dst []ir.Type) error {
	if len(src) != len(dst) {
		return fmt.Errorf(" region control flow edge from %s to %s: source has %d operands, but target successor needs %d",
			from, to, len(src), len(dst))
	}
	for i := range src {
		if src[i] != dst[i] {
			return fmt.Errorf(" along control flow edge from %s to %s: source type #%d '%s' should match input type #%d '%s'",
				from, to, i, ir.TypeString(src[i]), i, ir.TypeString(dst[i]))
		}
	}
	return nil
}

func argTypes(b *ir.Block, skip int) []ir.Type {
	ts := b.ArgumentTypes()
	if len(ts) < skip {
		return nil
	}
	return ts[skip:]
}

// yieldsOf returns the scf.yield terminators of a region's blocks.
func yieldsOf(r *ir.Region) []*ir.Operation {
	var ys []*ir.Operation
	for _, b := range r.Blocks() {
		if t := b.Last(); t != nil && t.Is(YieldOpName) {
			ys = append(ys, t)
		}
	}
	return ys
}

// verifySizedRegion checks that region i has exactly one block.
func verifySizedRegion(op *ir.Operation, i int, name string) error {
	if op.Region(i).NumBlocks() != 1 {
		return fmt.Errorf("region #%d ('%s') failed to verify constraint: region with 1 blocks", i, name)
	}
	return nil
}

// verifyNonEmptyBlocks checks what MLIR's SingleBlock trait adds to
// strata's: a region's one block is not empty (it needs a terminator).
func verifyNonEmptyBlocks(op *ir.Operation) error {
	for _, r := range op.Regions() {
		if b := r.First(); b != nil && b.Empty() {
			return fmt.Errorf("expects a non-empty block")
		}
	}
	return nil
}

// verifyImplicitYield checks what MLIR's SingleBlockImplicitTerminator
// checks: each non-empty region's block ends with scf.yield. It runs with
// the region verifiers, after the nested ops: MLIR verifies an op after
// its regions, so a misplaced terminator reports its own error first.
func verifyImplicitYield(op *ir.Operation) error {
	for _, r := range op.Regions() {
		b := r.First()
		if b == nil {
			continue
		}
		if last := b.Last(); last != nil && !last.Is(YieldOpName) {
			return op.Errorf("expects regions to end with '%s', found '%s'", YieldOpName, last.Name()).
				AttachNote(nil, "in custom textual format, the absence of terminator implies '%s'", YieldOpName)
		}
	}
	return nil
}

// --- scf.for ---

// forSpeculatability: a loop whose step is the constant 1 always ends, so
// it may be speculated when its body may, as MLIR 16 decides.
func forSpeculatability(op *ir.Operation) ir.Speculatability {
	if step, ok := constantInt(op.Operand(2)); ok && step == 1 {
		return ir.RecursivelySpeculatable
	}
	return ir.NotSpeculatable
}

func verifyFor(op *ir.Operation) error {
	if err := verifySizedRegion(op, 0, "region"); err != nil {
		return err
	}
	if err := verifyNonEmptyBlocks(op); err != nil {
		return err
	}
	if step, ok := constantInt(op.Operand(2)); ok && step <= 0 {
		return fmt.Errorf("constant step operand must be positive")
	}
	if n := op.NumResults(); n > 0 && len(ForOp{op}.InitArgs()) != n {
		return fmt.Errorf("mismatch in number of loop-carried values and defined values")
	}
	return nil
}

// constantInt returns the value of v when a ConstantLike op defines it with
// an integer value attribute (arith.constant, and any dialect's like it).
func constantInt(v *ir.Value) (int64, bool) {
	d := v.DefiningOp()
	if d == nil || !d.HasTrait(ir.ConstantLike) {
		return 0, false
	}
	a, ok := d.Attr("value").(ir.IntegerAttr)
	return a.Int64(), ok
}

func verifyForRegions(op *ir.Operation) error {
	if err := verifyImplicitYield(op); err != nil {
		return err
	}
	f := ForOp{op}
	body := f.Body()
	if body.NumArguments() == 0 || body.Argument(0).Type() != ir.Type(ir.Index) {
		return fmt.Errorf("expected body first argument to be an index argument for the induction variable")
	}
	iterTypes := argTypes(body, 1)
	if err := verifyEdge(parentOperands, regionName(0), valueTypes(f.InitArgs()), iterTypes); err != nil {
		return err
	}
	for _, y := range yieldsOf(op.Region(0)) {
		if err := verifyEdge(regionName(0), regionName(0), y.OperandTypes(), iterTypes); err != nil {
			return err
		}
		if err := verifyEdge(regionName(0), parentResults, y.OperandTypes(), op.ResultTypes()); err != nil {
			return err
		}
	}
	return nil
}

func valueTypes(vs []*ir.Value) []ir.Type {
	ts := make([]ir.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts
}

// --- scf.if ---

func verifyIf(op *ir.Operation) error {
	if err := verifySizedRegion(op, 0, "thenRegion"); err != nil {
		return err
	}
	if err := verifyNonEmptyBlocks(op); err != nil {
		return err
	}
	for i, r := range op.Regions() {
		if b := r.First(); b != nil && b.NumArguments() != 0 {
			return fmt.Errorf("region #%d should have no arguments", i)
		}
	}
	if op.NumResults() != 0 && op.Region(1).Empty() {
		return fmt.Errorf("must have an else block if defining values")
	}
	return nil
}

func verifyIfRegions(op *ir.Operation) error {
	if err := verifyImplicitYield(op); err != nil {
		return err
	}
	for i, r := range op.Regions() {
		for _, y := range yieldsOf(r) {
			if err := verifyEdge(regionName(i), parentResults, y.OperandTypes(), op.ResultTypes()); err != nil {
				return err
			}
		}
	}
	return nil
}

// --- scf.while ---

func verifyWhile(op *ir.Operation) error {
	if err := verifySizedRegion(op, 0, "before"); err != nil {
		return err
	}
	return verifySizedRegion(op, 1, "after")
}

func verifyWhileRegions(op *ir.Operation) error {
	w := WhileOp{op}
	cond := w.Before().Last()
	if cond == nil || !cond.Is(ConditionOpName) {
		return expectTerminator(op, "before", ConditionOpName, cond)
	}
	yield := w.After().Last()
	if yield == nil || !yield.Is(YieldOpName) {
		return expectTerminator(op, "after", YieldOpName, yield)
	}
	beforeArgs := w.Before().ArgumentTypes()
	if err := verifyEdge(parentOperands, regionName(0), op.OperandTypes(), beforeArgs); err != nil {
		return err
	}
	passed := valueTypes(ConditionOp{cond}.Args())
	if err := verifyEdge(regionName(0), parentResults, passed, op.ResultTypes()); err != nil {
		return err
	}
	if err := verifyEdge(regionName(0), regionName(1), passed, w.After().ArgumentTypes()); err != nil {
		return err
	}
	return verifyEdge(regionName(1), regionName(0), yield.OperandTypes(), beforeArgs)
}

func expectTerminator(op *ir.Operation, region, want string, found *ir.Operation) error {
	d := op.Errorf("expects the '%s' region to terminate with '%s'", region, want)
	if found != nil {
		d.AttachNote(found.Loc(), "terminator here")
	}
	return d
}

// --- scf.execute_region ---

func verifyExecuteRegion(op *ir.Operation) error {
	r := op.Region(0)
	if r.Empty() {
		return fmt.Errorf("region needs to have at least one block")
	}
	if r.First().NumArguments() > 0 {
		return fmt.Errorf("region cannot have any arguments")
	}
	return nil
}

func verifyExecuteRegionRegions(op *ir.Operation) error {
	for _, y := range yieldsOf(op.Region(0)) {
		if err := verifyEdge(regionName(0), parentResults, y.OperandTypes(), op.ResultTypes()); err != nil {
			return err
		}
	}
	return nil
}
