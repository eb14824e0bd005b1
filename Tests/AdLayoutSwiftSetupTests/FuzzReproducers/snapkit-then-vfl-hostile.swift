import UIKit
import SnapKit
import Then

// Hostile SnapKit, Then, helper and visual-format code: a 300-attribute chain, unbalanced formats, a format of 60 views
// naming each other, recursion fanning out twofold, closures nested in closures; read without trapping, within the limits.
class Hostile: AdListItemView {
    let v0 = UILabel().then { $0.then { $0.then { $0.numberOfLines = 3 } } }
    let v1 = UIView()
    let v2 = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubviews(v0, v1, v2, v0)
        v0.snp.makeConstraints { make in
            make.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.top.leading.equalToSuperview().inset(UIEdgeInsets(top: 1e300, left: -1e300, bottom: .nan, right: 0)).offset(1e9)
            make.width.equalTo(v1.snp.snp.width).multipliedBy(0).dividedBy(0)
            make.size.equalTo(CGSize(width: .infinity, height: 1)).priority(1e9)
            v1.snp.makeConstraints { $0.edges.equalTo(make) }
        }
        v1.snp.updateConstraints { $0.top.equalTo(v2.snp.bottom) }
        v2.snp.remakeConstraints(nil)
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(>=0@500)-[v0(==v1)]-(>=1@501)-[v1(==v2)]-(>=2@502)-[v2(==v0)]-(>=3@503)-[v0(==v1)]-(>=4@504)-[v1(==v2)]-(>=5@505)-[v2(==v0)]-(>=6@506)-[v0(==v1)]-(>=7@507)-[v1(==v2)]-(>=8@508)-[v2(==v0)]-(>=9@509)-[v0(==v1)]-(>=10@510)-[v1(==v2)]-(>=11@511)-[v2(==v0)]-(>=12@512)-[v0(==v1)]-(>=13@513)-[v1(==v2)]-(>=14@514)-[v2(==v0)]-(>=15@515)-[v0(==v1)]-(>=16@516)-[v1(==v2)]-(>=17@517)-[v2(==v0)]-(>=18@518)-[v0(==v1)]-(>=19@519)-[v1(==v2)]-(>=20@520)-[v2(==v0)]-(>=21@521)-[v0(==v1)]-(>=22@522)-[v1(==v2)]-(>=23@523)-[v2(==v0)]-(>=24@524)-[v0(==v1)]-(>=25@525)-[v1(==v2)]-(>=26@526)-[v2(==v0)]-(>=27@527)-[v0(==v1)]-(>=28@528)-[v1(==v2)]-(>=29@529)-[v2(==v0)]-(>=30@530)-[v0(==v1)]-(>=31@531)-[v1(==v2)]-(>=32@532)-[v2(==v0)]-(>=33@533)-[v0(==v1)]-(>=34@534)-[v1(==v2)]-(>=35@535)-[v2(==v0)]-(>=36@536)-[v0(==v1)]-(>=37@537)-[v1(==v2)]-(>=38@538)-[v2(==v0)]-(>=39@539)-[v0(==v1)]-(>=40@540)-[v1(==v2)]-(>=41@541)-[v2(==v0)]-(>=42@542)-[v0(==v1)]-(>=43@543)-[v1(==v2)]-(>=44@544)-[v2(==v0)]-(>=45@545)-[v0(==v1)]-(>=46@546)-[v1(==v2)]-(>=47@547)-[v2(==v0)]-(>=48@548)-[v0(==v1)]-(>=49@549)-[v1(==v2)]-(>=50@550)-[v2(==v0)]-(>=51@551)-[v0(==v1)]-(>=52@552)-[v1(==v2)]-(>=53@553)-[v2(==v0)]-(>=54@554)-[v0(==v1)]-(>=55@555)-[v1(==v2)]-(>=56@556)-[v2(==v0)]-(>=57@557)-[v0(==v1)]-(>=58@558)-[v1(==v2)]-(>=59@559)-[v2(==v0)]-|", options: [.alignAllCenterY, .alignAllTop], metrics: ["m": .nan], views: ["v0": v0, "v1": v1, "v2": v2]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(-[v0(@)]-((", options: [], metrics: nil, views: ["v0": v0]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[v0(==v9)]-m-|", options: [], metrics: ["m": 8], views: ["v0": v0]))
        contentView.addConstraint(NSLayoutConstraint(item: v0, attribute: .width, relatedBy: .equal, toItem: v0, attribute: .notAnAttribute, multiplier: 0, constant: 1))
        v0.grow(1)
    }
}

extension UIView {
    func addSubviews(_ views: UIView...) { for view in views { addSubview(view); view.addSubviews(view) } }
    func grow(_ n: CGFloat) { grow(n * 2); grow(n * 2); translatesAutoresizingMaskIntoConstraints = n > 1 }
}
