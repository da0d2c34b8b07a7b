package rewrite

import (
	"fmt"
	"slices"

	"github.com/strata-ir/strata/ir"
)

// ConversionRewriter is the Rewriter of a conversion pattern. It is a
// Rewriter (every method of which a pattern may use, reported to the
// conversion driver) that also knows the pattern's TypeConverter and the
// state of the conversion: which values replaced which, and how block
// signatures changed.
//
// Replacing an operation's results with values of other types is allowed:
// the driver bridges each still-used result with a
// builtin.unrealized_conversion_cast from the new value to the old type,
// which disappears when the users are converted in turn (see
// docs/dialect-conversion.md).
type ConversionRewriter struct {
	*Rewriter
	c  *conversion
	tc *TypeConverter
}

var _ ir.Rewriter = (*ConversionRewriter)(nil)

// TypeConverter returns the type converter of the pattern being applied,
// or nil.
func (rw *ConversionRewriter) TypeConverter() *TypeConverter { return rw.tc }

// user returns the op being converted, before which casts of values
// defined above the conversion go.
func (rw *ConversionRewriter) user() *ir.Operation { return rw.c.app.root }

// EraseOp erases op. Unlike Rewriter.EraseOp, op's results may still be
// used: they are then replaced by nothing, and their users must be
// converted (or erased) before the conversion ends.
func (rw *ConversionRewriter) EraseOp(op *ir.Operation) {
	if op.UseEmpty() {
		rw.Rewriter.EraseOp(op)
		return
	}
	rw.Rewriter.ReplaceOp(op, make([]*ir.Value, op.NumResults()))
}

// ReplaceOpWithMultiple replaces each result i of op with the values
// values[i] (a 1:N replacement; none drops the result), and erases op.
// Users of a result replaced by other than exactly one value of its type
// see a cast of the values to the old type, which their own conversion
// looks through (ConvertedValues).
func (rw *ConversionRewriter) ReplaceOpWithMultiple(op *ir.Operation, values [][]*ir.Value) {
	if len(values) != op.NumResults() {
		panic(fmt.Sprintf("rewrite: replacing the %d results of %s with %d value lists", op.NumResults(), op.Name(), len(values)))
	}
	flat := make([]*ir.Value, len(values))
	for i, vs := range values {
		res := op.Result(i)
		if len(vs) == 1 {
			flat[i] = vs[0] // a type change is bridged by the listener
			continue
		}
		if res.HasUses() {
			cast := rw.c.createCast(vs, []ir.Type{res.Type()}, rw.c.castPointFor(op, vs), op.Loc())
			rw.c.addBridge(cast, bridgeSource, rw.tc, op.Name(), i)
			flat[i] = cast.Result(0)
		}
	}
	rw.Rewriter.ReplaceOp(op, flat)
}

// RemappedValue returns the value that stands for v in the converted
// program, with the type the pattern's converter gives v's type when it
// converts 1:1 (materializing a cast to it when no such value exists
// yet). It fails when the converter cannot convert v's type.
func (rw *ConversionRewriter) RemappedValue(v *ir.Value) (*ir.Value, error) {
	return rw.c.remap(v, rw.tc, rw.user())
}

// RemappedValues is RemappedValue for each of vs.
func (rw *ConversionRewriter) RemappedValues(vs []*ir.Value) ([]*ir.Value, error) {
	out := make([]*ir.Value, len(vs))
	for i, v := range vs {
		r, err := rw.c.remap(v, rw.tc, rw.user())
		if err != nil {
			return nil, err
		}
		out[i] = r
	}
	return out, nil
}

// ConvertedValues returns the values that stand for v when its type
// converts to several types (or none): the values a 1:N replacement or
// signature conversion put in its place, or a cast of v to the converted
// types. For a 1:1 conversion it is RemappedValue's answer alone.
func (rw *ConversionRewriter) ConvertedValues(v *ir.Value) ([]*ir.Value, error) {
	return rw.c.convertedValues(v, rw.tc, rw.user())
}

// ApplySignatureConversion converts the arguments of block b as sc says,
// in place: original arguments become the new ones (retyped, split into
// several, dropped, or replaced by a value), and their remaining users see
// a cast back to the original type until they are converted. tc (nil: the
// pattern's) rebuilds the original arguments at the end of the conversion
// for users that stay unconverted. It returns b.
func (rw *ConversionRewriter) ApplySignatureConversion(b *ir.Block, sc *SignatureConversion, tc *TypeConverter) (*ir.Block, error) {
	if tc == nil {
		tc = rw.tc
	}
	if err := checkSignatureConversion(b, sc); err != nil {
		return nil, err
	}
	rw.c.applySignatureConversion(b, sc, tc)
	return b, nil
}

// ConvertRegionTypes converts the argument types of every block of r with
// tc (nil: the pattern's converter); entry, when not nil, is the
// conversion of the entry block instead, as a function's signature
// conversion says. Nothing changes when a type cannot be converted. It
// returns the entry block.
func (rw *ConversionRewriter) ConvertRegionTypes(r *ir.Region, tc *TypeConverter, entry *SignatureConversion) (*ir.Block, error) {
	if tc == nil {
		tc = rw.tc
	}
	if r.Empty() {
		return nil, nil
	}
	if tc == nil && entry == nil {
		return nil, fmt.Errorf("converting the types of a region needs a type converter")
	}
	// Plan every block before changing any, so that failure leaves the
	// IR as it was.
	convs := make([]*SignatureConversion, r.NumBlocks())
	for i, b := range r.Blocks() {
		if i == 0 && entry != nil {
			if err := checkSignatureConversion(b, entry); err != nil {
				return nil, err
			}
			convs[i] = entry
			continue
		}
		if tc == nil {
			continue
		}
		sc := NewSignatureConversion(b.NumArguments())
		for k, a := range b.Arguments() {
			ts, ok := tc.convert(a.Type())
			if !ok {
				return nil, fmt.Errorf("block argument #%d of type %s cannot be converted", k, ir.TypeString(a.Type()))
			}
			sc.AddInputs(k, ts...)
		}
		convs[i] = sc
	}
	for i, b := range slices.Clone(r.Blocks()) {
		if convs[i] != nil {
			rw.c.applySignatureConversion(b, convs[i], tc)
		}
	}
	return r.First(), nil
}

func checkSignatureConversion(b *ir.Block, sc *SignatureConversion) error {
	if sc.NumOriginalInputs() != b.NumArguments() {
		return fmt.Errorf("a signature conversion of %d inputs applied to a block of %d arguments", sc.NumOriginalInputs(), b.NumArguments())
	}
	if !sc.complete() {
		return fmt.Errorf("the signature conversion does not say what every input becomes")
	}
	return nil
}
