package interp

import (
	"github.com/strata-ir/strata/ir"
)

// ExecFunc is an Executable written as a function.
type ExecFunc func(op *ir.Operation, c *Compiler) error

// Compile implements Executable.
func (f ExecFunc) Compile(op *ir.Operation, c *Compiler) error { return f(op, c) }

// DefineFunc is a Definer written as a function.
type DefineFunc func(op *ir.Operation, l *Loader) error

// Define implements Definer.
func (f DefineFunc) Define(op *ir.Operation, l *Loader) error { return f(op, l) }

// Attach attaches executors to ops of ctx by name: a dialect's exec.go
// calls it from its extension. Names not registered in ctx are skipped
// (so one table may name ops of optional dialects).
func Attach(ctx *ir.Context, execs map[string]Executable) error {
	for name, x := range execs {
		if ctx.OpDef(name) == nil {
			continue
		}
		if _, ok := ir.OpInterface[Executable](ctx, name); ok {
			continue
		}
		if err := ir.AttachInterface[Executable](ctx, name, x); err != nil {
			return err
		}
	}
	return nil
}

// AttachDefiners attaches definers to module-level ops of ctx by name.
func AttachDefiners(ctx *ir.Context, defs map[string]Definer) error {
	for name, d := range defs {
		if ctx.OpDef(name) == nil {
			continue
		}
		if _, ok := ir.OpInterface[Definer](ctx, name); ok {
			continue
		}
		if err := ir.AttachInterface[Definer](ctx, name, d); err != nil {
			return err
		}
	}
	return nil
}

// DefineFunction defines a function op that implements
// ir.FunctionOpInterface (func.func, llvm.func, cir.func); void is the
// dialect's "no result" type (nil for none).
func DefineFunction(op *ir.Operation, l *Loader, void ir.Type) error {
	fi, ok := ir.Interface[ir.FunctionOpInterface](op)
	if !ok {
		return op.Errorf("'%s' is not a function", op.Name())
	}
	sig, ok := fi.Signature(op)
	if !ok {
		return op.Errorf("cannot read the signature of '%s'", op.Name())
	}
	name, _ := ir.SymbolName(op)
	var params, results []*TypeInfo
	for _, t := range sig.Inputs {
		ti, err := l.Types().Info(t)
		if err != nil {
			return op.Errorf("%v", err)
		}
		params = append(params, ti)
	}
	for _, t := range sig.Results {
		if void != nil && t == void {
			continue
		}
		ti, err := l.Types().Info(t)
		if err != nil {
			return op.Errorf("%v", err)
		}
		results = append(results, ti)
	}
	var body *ir.Region
	if op.NumRegions() > 0 && !op.Region(0).Empty() {
		body = op.Region(0)
	}
	return l.DefineFunc(name, op, body, params, results, sig.Variadic)
}
