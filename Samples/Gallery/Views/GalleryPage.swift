import Gnomon

/// A page of the Gallery.
public enum GalleryPage: String, CaseIterable, Identifiable, Sendable {
    case controls, text, pickers, progress, lists, containers, form, drawing, navigation

    public var id: Self { self }

    var title: String {
        switch self {
        case .controls: "Controls"
        case .text: "Text"
        case .pickers: "Pickers"
        case .progress: "Progress"
        case .lists: "Lists"
        case .containers: "Containers"
        case .form: "Form"
        case .drawing: "Drawing"
        case .navigation: "Navigation"
        }
    }

    var iconName: String {
        switch self {
        case .controls: "preferences-system-symbolic"
        case .text: "document-edit-symbolic"
        case .pickers: "view-list-symbolic"
        case .progress: "content-loading-symbolic"
        case .lists: "view-list-bullet-symbolic"
        case .containers: "view-grid-symbolic"
        case .form: "emblem-system-symbolic"
        case .drawing: "applications-graphics-symbolic"
        case .navigation: "go-next-symbolic"
        }
    }
}
