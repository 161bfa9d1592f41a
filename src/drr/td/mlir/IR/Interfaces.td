//===-- Interfaces.td - xform's built-in copy: interfaces ----------------===//
//
// xform's own minimal equivalent of MLIR's mlir/IR/Interfaces.td.
// Interfaces are recorded by name; their methods are C++ and not run.
//
//===----------------------------------------------------------------------===//

#ifndef INTERFACES_TD
#define INTERFACES_TD

include "mlir/IR/Traits.td"

class InterfaceTrait<string name> : NativeTrait<"", ""> {
  let trait = name;
  code extraTraitClassDeclaration = "";
}

class OpInterfaceTrait<string name, code verifyBody = [{}],
                       list<Trait> traits = []> : InterfaceTrait<name> {
  code verify = verifyBody;
  bit verifyWithRegions = 0;
  list<Trait> dependentTraits = traits;
}

class InterfaceMethod<string desc, string retTy, string methodName,
                      dag args = (ins), code methodBody = [{}],
                      code defaultImplementation = [{}]> {
  string description = desc;
  string name = methodName;
  string returnType = retTy;
  dag arguments = args;
  string body = methodBody;
  string defaultBody = defaultImplementation;
}

class StaticInterfaceMethod<string desc, string retTy, string methodName,
                            dag args = (ins), code methodBody = [{}],
                            code defaultImplementation = [{}]>
    : InterfaceMethod<desc, retTy, methodName, args, methodBody,
                      defaultImplementation>;

class Interface<string name, list<Interface> baseInterfacesArg = []> {
  string description = "";
  string cppInterfaceName = name;
  string cppNamespace = "";
  list<InterfaceMethod> methods = [];
  code extraClassDeclaration = "";
  code extraSharedClassDeclaration = "";
  code extraClassOf = "";
  list<Interface> baseInterfaces = baseInterfacesArg;
}

class AttrInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, InterfaceTrait<name>;
class OpInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, OpInterfaceTrait<name>;
class TypeInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, InterfaceTrait<name>;
class DialectInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>;

class DeclareInterfaceMethods<list<string> overridenMethods = []> {
  list<string> alwaysOverriddenMethods = overridenMethods;
}

class DeclareAttrInterfaceMethods<AttrInterface interface,
                                  list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      AttrInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
}

class DeclareOpInterfaceMethods<OpInterface interface,
                                list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      OpInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
}

class DeclareTypeInterfaceMethods<TypeInterface interface,
                                  list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>,
      TypeInterface<interface.cppInterfaceName, interface.baseInterfaces> {
  let description = interface.description;
}

#endif // INTERFACES_TD
