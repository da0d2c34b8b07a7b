package ir

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
)

// Context owns what a program's IR shares: the registered dialects and
// operation definitions, and the uniqued storage of types and attributes.
// It is safe for concurrent use.
type Context struct {
	uniq *uniquer

	mu       sync.RWMutex
	dialects map[string]*Dialect
	opNames  map[string]*OpName

	allowUnregistered bool

	// markGenerations hands out the generations of Marks.
	markGenerations atomic.Uint64

	// dialectModels holds the interface models attached to dialects, by
	// dialect name (AttachDialectInterface); guarded by mu.
	dialectModels map[string][]any
	// extensions records the extensions ApplyExtensionOnce applied.
	extensions onceAttached
}

// NewContext returns a context with no dialect registered: register
// them with RegisterDialect (builtin.Register, or all.Register for every
// dialect) before parsing or building IR.
func NewContext() *Context {
	return &Context{
		uniq:     newUniquer(),
		dialects: map[string]*Dialect{},
		opNames:  map[string]*OpName{},
	}
}

// SetAllowUnregisteredDialects says whether operations, types and
// attributes of dialects that are not registered are accepted (and kept
// opaque) rather than rejected.
func (c *Context) SetAllowUnregisteredDialects(allow bool) {
	c.mu.Lock()
	c.allowUnregistered = allow
	c.mu.Unlock()
}

// AllowsUnregisteredDialects reports the policy set by
// SetAllowUnregisteredDialects.
func (c *Context) AllowsUnregisteredDialects() bool {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.allowUnregistered
}

// Dialect describes a dialect: a namespace of operations, types and
// attributes, and the hooks that parse its types and attributes.
type Dialect struct {
	Name        string
	Description string
	Ops         []*OpDef

	// ParseType parses a type of the dialect written `!name.mnemonic...`;
	// the parser stands right after the mnemonic, so the type's body
	// (`<...>`) is read with the parser's ordinary methods.
	ParseType func(p *AsmParser, mnemonic string) (Type, error)
	// ParseAttribute parses an attribute written `#name.mnemonic...`, the
	// same way; typ is the type given after it with `:`, or nil.
	ParseAttribute func(p *AsmParser, mnemonic string, typ Type) (Attribute, error)
	// MaterializeConstant builds an operation that produces value as a
	// constant of type typ, for folding; nil when the dialect cannot.
	MaterializeConstant func(b *Builder, value Attribute, typ Type, loc Location) *Operation
	// Interfaces are the models of the dialect interfaces the dialect
	// implements (see [DialectInterface]).
	Interfaces []any
}

// RegisterDialect adds d and its operations to the context. Registering a
// dialect twice, or an operation name twice, is an error.
func (c *Context) RegisterDialect(d *Dialect) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, dup := c.dialects[d.Name]; dup {
		return fmt.Errorf("dialect %q is already registered", d.Name)
	}
	// Compile the assembly formats first, so that a bad one leaves the
	// context and the definitions untouched.
	formats := make([]*compiledFormat, len(d.Ops))
	for i, def := range d.Ops {
		if !strings.HasPrefix(def.Name, d.Name+".") {
			return fmt.Errorf("operation %q does not belong to dialect %q", def.Name, d.Name)
		}
		if n := c.opNames[def.Name]; n != nil && n.def != nil {
			return fmt.Errorf("operation %q is already registered", def.Name)
		}
		f, err := compileFormat(def)
		if err != nil {
			return err
		}
		formats[i] = f
	}
	c.dialects[d.Name] = d
	for i, def := range d.Ops {
		def.dialect = d
		def.format = formats[i]
		def.cacheMarkers()
		if n := c.opNames[def.Name]; n != nil {
			// Operations created before registration pick up the definition.
			n.def = def
			continue
		}
		c.opNames[def.Name] = &OpName{ctx: c, name: def.Name, dialect: d.Name, def: def}
	}
	return nil
}

// Dialect returns the registered dialect of that name, or nil.
func (c *Context) Dialect(name string) *Dialect {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.dialects[name]
}

// Dialects returns the registered dialects sorted by name.
func (c *Context) Dialects() []*Dialect {
	c.mu.RLock()
	defer c.mu.RUnlock()
	ds := make([]*Dialect, 0, len(c.dialects))
	for _, d := range c.dialects {
		ds = append(ds, d)
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i].Name < ds[j].Name })
	return ds
}

// OpDef returns the registered definition of the named operation, or nil.
func (c *Context) OpDef(name string) *OpDef {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if n := c.opNames[name]; n != nil {
		return n.def
	}
	return nil
}

// OpName is the interned record of an operation name: all operations of one
// name share it, and it links them to their registered definition.
type OpName struct {
	ctx     *Context
	name    string
	dialect string
	def     *OpDef // nil when unregistered
	// attached are the interface models attached to the name in its
	// context (AttachInterface), replaced whole on each attach so that
	// look-ups need no lock.
	attached atomic.Pointer[[]any]
}

// String returns the full name.
func (n *OpName) String() string { return n.name }

// IsRegistered reports whether the name has a registered definition.
func (n *OpName) IsRegistered() bool { return n.def != nil }

// OpName returns the interned record for name, creating an unregistered one
// if needed.
func (c *Context) OpName(name string) *OpName {
	c.mu.RLock()
	n := c.opNames[name]
	c.mu.RUnlock()
	if n != nil {
		return n
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if n = c.opNames[name]; n == nil {
		dialect, _, _ := strings.Cut(name, ".")
		n = &OpName{ctx: c, name: name, dialect: dialect}
		c.opNames[name] = n
	}
	return n
}
