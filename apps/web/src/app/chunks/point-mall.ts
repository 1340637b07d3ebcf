// Chunk entry of the "pointMall" lazy page group.
export { PointMallPage } from '../../features/points/components/point-mall-page';
