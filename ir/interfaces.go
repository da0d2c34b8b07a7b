package ir

import (
	"fmt"
	"reflect"
	"sync"
)

// Op interfaces, in MLIR's sense: a behaviour that passes query an
// operation for without knowing its dialect ("is this a call? what does it
// call?", "how does this op translate to LLVM IR?").
//
// An interface is an ordinary Go interface type, declared in any package.
// Its methods take the operation they describe as their first argument,
// since the value implementing them (the model) is shared by every
// operation of one name:
//
//	type Callable interface {
//		CallableRegion(op *ir.Operation) *ir.Region
//	}
//
// An operation implements an interface when its definition lists a model
// of it in [OpDef.Interfaces], or when a model was attached to its name in
// a context afterwards with [AttachInterface] (MLIR's external models):
// that way a package that depends on a dialect can give the dialect's ops a
// behaviour the dialect itself knows nothing about, as the execution
// engine gives arith its semantics, without arith importing the engine.
//
// [Interface] is the typed look-up:
//
//	if c, ok := ir.Interface[Callable](op); ok {
//		body := c.CallableRegion(op)
//	}
//
// Dialects carry interfaces the same way ([Dialect.Interfaces],
// [AttachDialectInterface], [DialectInterface]): MLIR's dialect
// interfaces, for a behaviour that belongs to a dialect as a whole (which
// of its ops the inliner may move).

// Interface returns op's model of interface T, and whether op has one. The
// models of op's definition are searched first, then those attached in its
// context, each in order; the first that implements T is returned. An
// unregistered op implements no interface.
func Interface[T any](op *Operation) (T, bool) {
	return opInterface[T](op.name)
}

// OpInterface is [Interface] for an operation name, for code that asks
// about a kind of operation before it has one.
func OpInterface[T any](ctx *Context, opName string) (T, bool) {
	ctx.mu.RLock()
	n := ctx.opNames[opName]
	ctx.mu.RUnlock()
	if n == nil {
		var zero T
		return zero, false
	}
	return opInterface[T](n)
}

func opInterface[T any](n *OpName) (T, bool) {
	if n.def != nil {
		if m, ok := firstModel[T](n.def.Interfaces); ok {
			return m, true
		}
		if attached := n.attached.Load(); attached != nil {
			return firstModel[T](*attached)
		}
	}
	var zero T
	return zero, false
}

// firstModel returns the first of models that implements T.
func firstModel[T any](models []any) (T, bool) {
	for _, m := range models {
		if t, ok := m.(T); ok {
			return t, true
		}
	}
	var zero T
	return zero, false
}

// AttachInterface makes model the implementation of interface T for the
// registered operation opName in ctx, as MLIR's attachInterface does. It
// is an error when opName is not registered or already implements T:
// silently shadowing a model would make the behaviour depend on
// registration order. Attaching is meant for setting a context up; it is
// safe to do concurrently with look-ups, which see the model once attached.
func AttachInterface[T any](ctx *Context, opName string, model T) error {
	iface, err := interfaceType[T](model)
	if err != nil {
		return fmt.Errorf("attaching an interface to %s: %v", opName, err)
	}
	ctx.mu.Lock()
	defer ctx.mu.Unlock()
	n := ctx.opNames[opName]
	if n == nil || n.def == nil {
		return fmt.Errorf("cannot attach %v to unregistered operation %q", iface, opName)
	}
	if _, ok := firstModel[T](n.def.Interfaces); ok {
		return fmt.Errorf("operation %q already implements %v", opName, iface)
	}
	var models []any
	if attached := n.attached.Load(); attached != nil {
		if _, ok := firstModel[T](*attached); ok {
			return fmt.Errorf("operation %q already implements %v", opName, iface)
		}
		models = *attached
	}
	// Copy on write: look-ups read the slice without the lock.
	models = append(models[:len(models):len(models)], model)
	n.attached.Store(&models)
	return nil
}

// DialectInterface returns d's model of interface T, and whether it has
// one: from d.Interfaces first, then from those attached in ctx.
func DialectInterface[T any](ctx *Context, d *Dialect) (T, bool) {
	if m, ok := firstModel[T](d.Interfaces); ok {
		return m, true
	}
	ctx.mu.RLock()
	attached := ctx.dialectModels[d.Name]
	ctx.mu.RUnlock()
	return firstModel[T](attached)
}

// OpDialectInterface returns the model of interface T of the dialect that
// defines op, and whether there is one; an unregistered op has none.
func OpDialectInterface[T any](op *Operation) (T, bool) {
	if def := op.name.def; def != nil && def.dialect != nil {
		return DialectInterface[T](op.name.ctx, def.dialect)
	}
	var zero T
	return zero, false
}

// AttachDialectInterface makes model the implementation of interface T
// for the registered dialect named dialect in ctx; the rules are
// [AttachInterface]'s.
func AttachDialectInterface[T any](ctx *Context, dialect string, model T) error {
	iface, err := interfaceType[T](model)
	if err != nil {
		return fmt.Errorf("attaching an interface to dialect %s: %v", dialect, err)
	}
	ctx.mu.Lock()
	defer ctx.mu.Unlock()
	d := ctx.dialects[dialect]
	if d == nil {
		return fmt.Errorf("cannot attach %v to unregistered dialect %q", iface, dialect)
	}
	_, own := firstModel[T](d.Interfaces)
	_, attached := firstModel[T](ctx.dialectModels[dialect])
	if own || attached {
		return fmt.Errorf("dialect %q already implements %v", dialect, iface)
	}
	if ctx.dialectModels == nil {
		ctx.dialectModels = map[string][]any{}
	}
	old := ctx.dialectModels[dialect]
	ctx.dialectModels[dialect] = append(old[:len(old):len(old)], model)
	return nil
}

// interfaceType returns T, which must be an interface type, for messages;
// model must not be nil.
func interfaceType[T any](model T) (reflect.Type, error) {
	t := reflect.TypeFor[T]()
	if t.Kind() != reflect.Interface {
		return nil, fmt.Errorf("%v is not an interface type", t)
	}
	if any(model) == nil {
		return nil, fmt.Errorf("nil model of %v", t)
	}
	return t, nil
}

// Registration hooks run by a dialect's registration, so that a package
// can say once which interfaces it attaches wherever its dialect is
// registered (MLIR's dialect extensions, DialectRegistry::addExtension).
// They are values the caller owns, not process-wide state: a tool builds
// its list and registers with it.

// Extension attaches interfaces (or anything else) to a context whose
// dialects it needs are registered.
type Extension struct {
	// Name identifies the extension in errors.
	Name string
	// Dialects are the dialects the extension needs; Apply runs once all
	// of them are registered.
	Dialects []string
	// Apply attaches the extension's models.
	Apply func(ctx *Context) error
}

// ApplyExtensions runs each extension whose dialects are all registered in
// ctx, in order, and returns the first error. An extension whose dialects
// are missing is skipped: a context without the dialect has no op to give
// the behaviour to.
func ApplyExtensions(ctx *Context, exts ...Extension) error {
	for _, e := range exts {
		if _, err := e.apply(ctx); err != nil {
			return err
		}
	}
	return nil
}

// apply runs e on ctx when ctx has all of e's dialects, and reports
// whether it ran.
func (e Extension) apply(ctx *Context) (bool, error) {
	for _, d := range e.Dialects {
		if ctx.Dialect(d) == nil {
			return false, nil
		}
	}
	if err := e.Apply(ctx); err != nil {
		return true, fmt.Errorf("extension %s: %w", e.Name, err)
	}
	return true, nil
}

// onceAttached remembers, per context, which extensions have been applied,
// for [ApplyExtensionOnce].
type onceAttached struct {
	mu   sync.Mutex
	done map[string]bool
}

// ApplyExtensionOnce applies e to ctx unless an extension of the same name
// was applied to ctx before, so that a library entry point (a translator,
// an interpreter) can make sure the models it needs are attached to a
// context a caller built without knowing about them. Like
// [ApplyExtensions], it does nothing while one of e's dialects is missing.
func ApplyExtensionOnce(ctx *Context, e Extension) error {
	ctx.extensions.mu.Lock()
	defer ctx.extensions.mu.Unlock()
	if ctx.extensions.done[e.Name] {
		return nil
	}
	if applied, err := e.apply(ctx); !applied || err != nil {
		return err
	}
	if ctx.extensions.done == nil {
		ctx.extensions.done = map[string]bool{}
	}
	ctx.extensions.done[e.Name] = true
	return nil
}
