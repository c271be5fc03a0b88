/// UIKit's keyboards, which SwiftUI code names with `.keyboardType(_:)`: on GNOME, the input
/// purpose GTK gives on-screen keyboards and input methods (digits, a phone pad, an @ key).
///
/// ```swift
/// TextField("Amount", text: $amount).keyboardType(.decimalPad)
/// ```
public enum UIKeyboardType: Int, Sendable, Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
    case twitter, webSearch, asciiCapableNumberPad

    /// The purpose GTK knows it by.
    var inputPurpose: InputPurpose {
        switch self {
        case .numberPad, .asciiCapableNumberPad: .digits
        case .decimalPad, .numbersAndPunctuation: .number
        case .phonePad: .phone
        case .namePhonePad: .name
        case .URL, .webSearch: .url
        case .emailAddress: .email
        case .default, .asciiCapable, .twitter: .freeForm
        }
    }
}

/// What a text field holds, as UIKit names it for autofill (`.textContentType(_:)`): on
/// GNOME, the input purpose it implies.
///
/// ```swift
/// TextField("Email", text: $email).textContentType(.emailAddress)
/// ```
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")

    /// The purpose GTK knows it by; nil for contents GTK has none for.
    var inputPurpose: InputPurpose? {
        switch self {
        case .name, .givenName, .familyName, .nickname: .name
        case .password, .newPassword: .password
        case .oneTimeCode: .pin
        case .emailAddress: .email
        case .telephoneNumber: .phone
        case .URL: .url
        case .postalCode, .creditCardNumber: .digits
        default: nil
        }
    }
}

/// Which letters an input method capitalizes as the user types, as SwiftUI's.
///
/// ```swift
/// TextField("Username", text: $name).textInputAutocapitalization(.never)
/// ```
public struct TextInputAutocapitalization: Hashable, Sendable {
    /// GTK's hint for it; nil for none.
    let hint: String?

    public static let never = TextInputAutocapitalization(hint: nil)
    public static let words = TextInputAutocapitalization(hint: "uppercase-words")
    public static let sentences = TextInputAutocapitalization(hint: "uppercase-sentences")
    public static let characters = TextInputAutocapitalization(hint: "uppercase-chars")
}

/// UIKit's capitalization styles, for SwiftUI's older `.autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
    case none, words, sentences, allCharacters
}

/// How the text fields inside type: the environment's part that becomes their input purpose
/// and hints.
struct TextInputTraits: Hashable, Sendable {
    var keyboard: UIKeyboardType?
    var content: UITextContentType?
    var capitalization: TextInputAutocapitalization?
    var isAutocorrectionDisabled = false
}

private struct TextInputTraitsKey: EnvironmentKey {
    static var defaultValue: TextInputTraits { TextInputTraits() }
}

extension EnvironmentValues {
    var textInputTraits: TextInputTraits {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }

    /// Whether the text fields inside leave the user's words unchecked
    /// (`.autocorrectionDisabled()`), as SwiftUI's environment value.
    public var autocorrectionDisabled: Bool {
        textInputTraits.isAutocorrectionDisabled
    }

    /// A text field's or editor's input purpose and hints, from the keyboard, content type,
    /// capitalization and correction set on it.
    func addTextInputProperties(to list: inout PropertyList) {
        let traits = textInputTraits
        list.add(.inputPurpose, traits.content?.inputPurpose ?? traits.keyboard?.inputPurpose ?? .freeForm)
        var hints: [String] = []
        if let hint = traits.capitalization?.hint { hints.append(hint) }
        if traits.isAutocorrectionDisabled { hints.append("no-spellcheck") }
        list.add(.inputHints, InputHints(hints))
    }
}

extension View {
    /// The keyboard the text fields inside ask for: on GNOME, their input purpose, which an
    /// on-screen keyboard follows.
    ///
    /// ```swift
    /// TextField("PIN", text: $pin).keyboardType(.numberPad)
    /// ```
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        transformEnvironment(\.textInputTraits) { $0.keyboard = type }
    }

    /// What the text fields inside hold: on GNOME, the input purpose it implies (a password, an
    /// email address, a one-time code).
    ///
    /// ```swift
    /// SecureField("Password", text: $password).textContentType(.password)
    /// ```
    public func textContentType(_ type: UITextContentType?) -> some View {
        transformEnvironment(\.textInputTraits) { $0.content = type }
    }

    /// Which letters input methods capitalize in the text fields inside.
    ///
    /// ```swift
    /// TextField("Title", text: $title).textInputAutocapitalization(.words)
    /// ```
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        transformEnvironment(\.textInputTraits) { $0.capitalization = autocapitalization }
    }

    /// SwiftUI's older form of `textInputAutocapitalization(_:)`.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        let capitalization: TextInputAutocapitalization =
            switch style {
            case .none: .never
            case .words: .words
            case .sentences: .sentences
            case .allCharacters: .characters
            }
        return textInputAutocapitalization(capitalization)
    }

    /// Whether input methods leave the words in the text fields inside unchecked: on GNOME,
    /// the no-spellcheck hint.
    ///
    /// ```swift
    /// TextField("Username", text: $username).autocorrectionDisabled()
    /// ```
    public func autocorrectionDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.textInputTraits) { $0.isAutocorrectionDisabled = disabled }
    }

    /// SwiftUI's older form of `autocorrectionDisabled(_:)`; nil leaves the default.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }
}
