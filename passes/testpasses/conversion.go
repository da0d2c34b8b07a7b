package testpasses

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/dialects/builtin"
	funcdialect "github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
	"github.com/strata-ir/strata/rewrite"
)

// Legalize runs a dialect conversion with a small pattern set, so that lit
// tests can show from the command line what the conversion framework does
// when it succeeds and how it reports failures: an op explicitly marked
// illegal that no pattern converts (partial conversion), an op neither
// legal nor convertible (full conversion), and a value left live in an
// unconverted type behind a builtin.unrealized_conversion_cast.
//
// The patterns:
//   - arith.muli by a constant power of two becomes arith.shli by its
//     logarithm; other multiplications are left to fail;
//   - with widen-i32, arith ops on i32 are rebuilt on i64 (constants
//     included), and ops of arith on i32 are illegal.
//
// The target: builtin.module and the func dialect are legal; then the
// legal option, then the illegal option, each naming ops ("arith.muli")
// or dialects ("arith"); a later rule for the same name wins, and, as
// always, a rule for an op beats a rule for its dialect.
type Legalize struct {
	Mode     string   `option:"mode" help:"The conversion to run: partial or full"`
	Legal    []string `option:"legal" help:"Operations or dialects marked legal (besides builtin.module and func)"`
	Illegal  []string `option:"illegal" help:"Operations or dialects marked illegal"`
	WidenI32 bool     `option:"widen-i32" help:"Convert i32 to i64: arith ops on i32 are illegal and rebuilt on i64"`
	Explain  bool     `option:"explain" help:"Attach to a legalization failure a note per pattern tried, saying why it did not apply"`
}

// NewLegalize returns the test-legalize pass, doing a partial conversion.
func NewLegalize() *Legalize { return &Legalize{Mode: "partial"} }

func (*Legalize) Info() passes.Info {
	return passes.Info{
		Argument: "test-legalize",
		Name:     "TestLegalize",
		Summary:  "Run a partial or full dialect conversion with test patterns (for tests)",
		Anchor:   "builtin.module",
	}
}

func (p *Legalize) Run(m *ir.Operation, _ *passes.State) error {
	var convert func(*ir.Operation, *rewrite.ConversionTarget, *rewrite.ConversionPatternSet, rewrite.ConversionConfig) error
	switch p.Mode {
	case "partial":
		convert = rewrite.ApplyPartialConversion
	case "full":
		convert = rewrite.ApplyFullConversion
	default:
		return m.Errorf("test-legalize: unknown mode '%s' (expected partial or full)", p.Mode)
	}

	var tc *rewrite.TypeConverter
	target := rewrite.NewConversionTarget()
	target.AddLegalOp(builtin.ModuleOpName)
	target.AddLegalDialect(funcdialect.Name)
	if p.WidenI32 {
		tc = widenI32Converter()
		target.AddDynamicallyLegalDialect(tc.IsOpLegal, arith.Name)
	}
	for _, name := range p.Legal {
		if strings.Contains(name, ".") {
			target.AddLegalOp(name)
		} else {
			target.AddLegalDialect(name)
		}
	}
	for _, name := range p.Illegal {
		if strings.Contains(name, ".") {
			target.AddIllegalOp(name)
		} else {
			target.AddIllegalDialect(name)
		}
	}

	patterns := rewrite.NewConversionPatternSet(mulPowerOfTwoPattern(tc))
	if p.WidenI32 {
		patterns.Add(widenConstantPattern(tc), widenArithPattern(tc))
	}
	return convert(m, target, patterns, rewrite.ConversionConfig{ExplainFailures: p.Explain})
}

// mulPowerOfTwoPattern rewrites x * 2^k (either operand the constant) into
// x << k. tc, when not nil, is the converter the operands are remapped
// with.
func mulPowerOfTwoPattern(tc *rewrite.TypeConverter) rewrite.ConversionPattern {
	return &rewrite.ConversionPatternFunc{
		Name:      "MulPowerOfTwoToShift",
		RootName:  arith.MulIOpName,
		Priority:  2,
		Generated: []string{arith.ConstantOpName, arith.ShLIOpName},
		Converter: tc,
		Fn: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
			x, shift, ok := powerOfTwoFactor(operands[0], operands[1])
			if !ok {
				x, shift, ok = powerOfTwoFactor(operands[1], operands[0])
			}
			if !ok {
				return fmt.Errorf("neither operand is a constant power of two")
			}
			b := rw.Builder()
			amount := arith.NewConstantInt(b, int64(shift), x.Type(), op.Loc())
			rw.ReplaceOp(op, arith.NewShLI(b, x, amount.Result(), op.Loc()).Results())
			return nil
		},
	}
}

// powerOfTwoFactor reports whether c is an arith.constant 2^k (k > 0), and
// returns x and k.
func powerOfTwoFactor(x, c *ir.Value) (*ir.Value, int, bool) {
	cst, ok := arith.AsConstant(c.DefiningOp())
	if !ok {
		return nil, 0, false
	}
	v, ok := cst.Value().(ir.IntegerAttr)
	if !ok {
		return nil, 0, false
	}
	n := v.Uint64()
	if n < 2 || n&(n-1) != 0 || v.Big().BitLen() > 64 {
		return nil, 0, false
	}
	return x, bits.TrailingZeros64(n), true
}

// widenI32Converter converts i32 to i64 and keeps every other type. It has
// no materializations, so values left in i32 stay behind
// builtin.unrealized_conversion_cast.
func widenI32Converter() *rewrite.TypeConverter {
	tc := rewrite.NewTypeConverter()
	tc.AddIdentityConversion()
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		if t == ir.I32 {
			return ir.I64, true
		}
		return nil, false
	})
	return tc
}

// widenConstantPattern rebuilds an i32 arith.constant as an i64 one.
func widenConstantPattern(tc *rewrite.TypeConverter) rewrite.ConversionPattern {
	return &rewrite.ConversionPatternFunc{
		Name:      "WidenConstant",
		RootName:  arith.ConstantOpName,
		Priority:  2,
		Generated: []string{arith.ConstantOpName},
		Converter: tc,
		Fn: func(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
			cst, _ := arith.AsConstant(op)
			v, ok := cst.Value().(ir.IntegerAttr)
			if !ok {
				return fmt.Errorf("not an integer constant")
			}
			t, ok := tc.ConvertType(v.AttrType())
			if !ok || t == v.AttrType() {
				return fmt.Errorf("the type %s does not change", ir.TypeString(v.AttrType()))
			}
			rw.ReplaceOp(op, arith.NewConstantInt(rw.Builder(), v.Int64(), t, op.Loc()).Results())
			return nil
		},
	}
}

// widenArithPattern rebuilds any other arith op with converted operand and
// result types and the same attributes.
func widenArithPattern(tc *rewrite.TypeConverter) rewrite.ConversionPattern {
	return &rewrite.ConversionPatternFunc{
		Name:      "WidenArith",
		Converter: tc,
		Fn: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
			if op.Dialect() != arith.Name || op.Is(arith.ConstantOpName) || op.NumRegions() > 0 || op.NumSuccessors() > 0 {
				return fmt.Errorf("not an arith operation this pattern rebuilds")
			}
			results, ok := tc.ConvertTypes(op.ResultTypes())
			if !ok || len(results) != op.NumResults() {
				return fmt.Errorf("the result types cannot be converted one to one")
			}
			widened := rw.Create(ir.OperationState{
				Name:        op.Name(),
				Loc:         op.Loc(),
				Operands:    operands,
				ResultTypes: results,
				Attributes:  op.Attrs(),
			})
			rw.ReplaceOp(op, widened.Results())
			return nil
		},
	}
}
