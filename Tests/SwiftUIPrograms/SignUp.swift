import Gnomon

/// A sign-up form as iOS SwiftUI code writes it, telling the keyboard what each field is for.
public struct SignUpForm: View {
    @State private var email = ""
    @State private var pin = ""
    @State private var name = ""
    @State private var about = ""

    public init() {}

    public var body: some View {
        Form {
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
            TextField("PIN", text: $pin)
                .keyboardType(.numberPad)
                .textContentType(.oneTimeCode)
            TextField("Name", text: $name)
                .textContentType(.name)
                .textInputAutocapitalization(.words)
            TextEditor(text: $about)
                .autocapitalization(.sentences)
                .disableAutocorrection(true)
        }
    }
}
