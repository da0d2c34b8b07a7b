// Package builtin defines the operations of MLIR's builtin dialect:
// builtin.module, the top-level container of a program, and
// builtin.unrealized_conversion_cast, the placeholder that dialect
// conversion leaves between types it has not reconciled yet. (The builtin
// types and attributes themselves live in package ir.)
package builtin

import (
	"fmt"
	"strings"

	"github.com/strata-ir/strata/ir"
)

// Name is the dialect's namespace.
const Name = "builtin"

// Operation names.
const (
	ModuleOpName                   = "builtin.module"
	UnrealizedConversionCastOpName = "builtin.unrealized_conversion_cast"
	moduleRegionName               = "bodyRegion"
)

// Dialect returns a fresh definition of the dialect.
func Dialect() *ir.Dialect {
	return &ir.Dialect{
		Name:        Name,
		Description: "the builtin operations: module and unrealized_conversion_cast",
		Ops: []*ir.OpDef{
			{
				Name:           ModuleOpName,
				Summary:        "a top level container operation",
				DefaultDialect: Name,
				Attributes: []ir.AttrDef{
					{Name: ir.SymbolNameAttr, Constraint: ir.StringAttrC, Optional: true},
					{Name: ir.SymbolVisibilityAttr, Constraint: ir.StringAttrC, Optional: true},
				},
				Regions: []ir.RegionDef{{Name: moduleRegionName, MaxBlocks: 1}},
				// The body is a graph region, as in MLIR: top-level
				// operations may refer to values defined after them.
				Traits: []ir.Trait{ir.SymbolTable, ir.NoTerminator, ir.IsolatedFromAbove, ir.SingleBlock, ir.GraphRegions},
				Verify: verifyModule,
				Parse:  parseModule,
				Print:  printModule,
			},
			{
				Name:     UnrealizedConversionCastOpName,
				Summary:  "an unrealized conversion from one set of types to another",
				Operands: []ir.OperandDef{{Name: "inputs", Type: ir.AnyType, Arity: ir.Variadic}},
				Results:  []ir.ResultDef{{Name: "outputs", Type: ir.AnyType, Arity: ir.Variadic}},
				Traits:   []ir.Trait{ir.Pure},
				Format:   "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
				Fold:     foldUnrealizedCast,
			},
		},
	}
}

// Register registers the builtin dialect with ctx.
func Register(ctx *ir.Context) error { return ctx.RegisterDialect(Dialect()) }

func verifyModule(op *ir.Operation) error {
	r := op.Region(0)
	if r.NumBlocks() != 1 {
		return fmt.Errorf("region #0 ('%s') failed to verify constraint: region with 1 blocks", moduleRegionName)
	}
	if r.First().NumArguments() != 0 {
		return fmt.Errorf("region should have no arguments")
	}
	// Attributes other than the symbol's belong to a dialect and say so.
	for _, a := range op.Attrs() {
		if a.Name == ir.SymbolNameAttr || a.Name == ir.SymbolVisibilityAttr {
			continue
		}
		if !strings.Contains(a.Name, ".") {
			return fmt.Errorf("can only contain attributes with dialect-prefixed names, found: '%s'", a.Name)
		}
	}
	return nil
}

// foldUnrealizedCast removes casts that change nothing: a cast to its own
// input types, and a cast that undoes the cast producing all its inputs.
func foldUnrealizedCast(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	in := op.Operands()
	if len(in) == 0 {
		return nil
	}
	if typesEqual(op.OperandTypes(), op.ResultTypes()) {
		return foldTo(in)
	}
	producer := in[0].DefiningOp()
	if producer == nil || !producer.Is(UnrealizedConversionCastOpName) || producer.NumResults() != len(in) {
		return nil
	}
	for i, v := range in {
		if v != producer.Result(i) {
			return nil
		}
	}
	if !typesEqual(producer.OperandTypes(), op.ResultTypes()) {
		return nil
	}
	return foldTo(producer.Operands())
}

func typesEqual(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func foldTo(vs []*ir.Value) []ir.FoldResult {
	out := make([]ir.FoldResult, len(vs))
	for i, v := range vs {
		out[i] = ir.FoldResult{Value: v}
	}
	return out
}

// ModuleOp is builtin.module.
type ModuleOp struct{ *ir.Operation }

// AsModule returns op as a builtin.module, if it is one.
func AsModule(op *ir.Operation) (ModuleOp, bool) {
	return ModuleOp{op}, op != nil && op.Is(ModuleOpName)
}

// NewModule creates an empty module, named when name is not "".
func NewModule(ctx *ir.Context, name string, loc ir.Location) ModuleOp {
	st := ir.OperationState{Name: ModuleOpName, Loc: loc, NumRegions: 1}
	if name != "" {
		st.Attributes = []ir.NamedAttribute{{Name: ir.SymbolNameAttr, Value: ir.Str(name)}}
	}
	op := ctx.Create(st)
	op.Region(0).AddBlock(nil, nil)
	return ModuleOp{op}
}

// Name returns the module's symbol name, or "" when it has none.
func (m ModuleOp) Name() string {
	s, _ := ir.SymbolName(m.Operation)
	return s
}

// Body returns the module's single block.
func (m ModuleOp) Body() *ir.Block { return m.Region(0).First() }

// Lookup returns the operation defining symbol name directly in the module,
// or nil.
func (m ModuleOp) Lookup(name string) *ir.Operation {
	return ir.LookupSymbolIn(m.Operation, ir.SymbolRef(name))
}

// UnrealizedConversionCastOp is builtin.unrealized_conversion_cast.
type UnrealizedConversionCastOp struct{ *ir.Operation }

// AsUnrealizedConversionCast returns op as a builtin.unrealized_conversion_cast,
// if it is one.
func AsUnrealizedConversionCast(op *ir.Operation) (UnrealizedConversionCastOp, bool) {
	return UnrealizedConversionCastOp{op}, op != nil && op.Is(UnrealizedConversionCastOpName)
}

// Inputs returns the values cast.
func (c UnrealizedConversionCastOp) Inputs() []*ir.Value { return c.Operands() }

// Outputs returns the results.
func (c UnrealizedConversionCastOp) Outputs() []*ir.Value { return c.Results() }

// NewUnrealizedConversionCast creates a cast of inputs to the types outputs.
func NewUnrealizedConversionCast(b *ir.Builder, inputs []*ir.Value, outputs []ir.Type, loc ir.Location) UnrealizedConversionCastOp {
	return UnrealizedConversionCastOp{b.Create(ir.OperationState{
		Name:        UnrealizedConversionCastOpName,
		Loc:         loc,
		Operands:    inputs,
		ResultTypes: outputs,
	})}
}
